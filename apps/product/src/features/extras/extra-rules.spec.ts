import type { Upsell } from '@escapade/api-contract';
import { parseProductLocation } from '@escapade/util-criteria';
import { extraNights, offeredExtras } from './extra-rules';

const upsell = (id: number, overrides: Partial<Upsell> = {}): Upsell => ({
  id,
  label: `Extra ${id}`,
  priceDifference: 3_000,
  priceDifferencePerLos: { '1': 2_500 },
  programLines: [],
  imagesBySize: null,
  activityIds: [],
  type: 'SINGLE_VOUCHER',
  ...overrides,
});

const booking = parseProductLocation({ search: '?flow=booking', hash: '#checkin=2030-05-03&checkout=2030-05-04' });
const gift = (giftNights: number) => parseProductLocation({ search: '?flow=gifting', hash: `#giftNights=${giftNights}` });

describe('extras offered on the product page (product-side.md section 4)', () => {
  it('in the gift flow extras are offered only when giftNights is 1', () => {
    const upsells = [upsell(1, { priceDifferencePerLos: { '1': 2_500, '2': 5_000 } })];
    expect(offeredExtras(upsells, gift(2), 2)).toEqual([]);
    expect(offeredExtras(upsells, gift(1), 1)).toEqual([{ upsell: upsells[0], priceDifference: 2_500 }]);
  });

  it('a gift offers only single voucher upsells, with the voucher price difference', () => {
    expect(offeredExtras([upsell(1, { type: 'STAYS' }), upsell(2)], gift(1), 1).map((extra) => extra.upsell.id)).toEqual([2]);
  });

  it('voucher upsells are kept only if a price difference exists for the selected nights', () => {
    const upsells = [
      upsell(1, { priceDifferencePerLos: { '2': 4_000 } }),
      upsell(2, { priceDifferencePerLos: { '1': 2_000 } }),
      upsell(3, { type: 'STAYS', priceDifferencePerLos: {} }),
    ];
    expect(offeredExtras(upsells, booking, 1).map((extra) => extra.upsell.id)).toEqual([2, 3]);
    expect(offeredExtras(upsells, booking, 2).map((extra) => extra.upsell.id)).toEqual([1, 3]);
  });

  it('a stay shows the difference of the chosen stay, else the one for its nights', () => {
    expect(offeredExtras([upsell(1, { priceDifference: 3_100 })], booking, 1)[0].priceDifference).toBe(3_100);
    expect(offeredExtras([upsell(1, { priceDifference: null })], booking, 1)[0].priceDifference).toBe(2_500);
    expect(offeredExtras([upsell(1, { type: 'STAYS', priceDifference: null })], booking, 1)[0].priceDifference).toBeNull();
  });

  it('reads the differences for the gift nights in the gift flow, else the stay’s nights or the offer’s own', () => {
    expect(extraNights(gift(1), 3, 2)).toBe(1);
    expect(extraNights(parseProductLocation({ search: '?flow=gifting', hash: '' }), undefined, 2)).toBe(1);
    expect(extraNights(booking, 3, 2)).toBe(3);
    expect(extraNights(booking, undefined, 2)).toBe(2);
  });
});
