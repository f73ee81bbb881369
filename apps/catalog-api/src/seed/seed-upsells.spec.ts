import { upsellsOf, MAX_UPSELLS_PER_OFFER, type UpsellCandidate } from './seed-upsells';

const titles = (en: string) => ({ fr: `${en} (fr)`, es: `${en} (es)`, it: `${en} (it)`, nl: `${en} (nl)`, en });
const spa = { key: 'ACTIVITY:101', titles: titles('Spa access') };
const dinner = { key: 'DINNER:201', titles: titles('Gourmet dinner') };

const offer = (id: number, overrides: Partial<UpsellCandidate> = {}): UpsellCandidate => ({
  id,
  hotelId: 1,
  nights: 1,
  markets: ['fr_FR'],
  giftable: true,
  extras: [],
  medianPrice: 10_000,
  ...overrides,
});

describe('extras of an offer: the same stay plus something, in the same hotel', () => {
  it('pairs an offer with a dearer one of its hotel that adds a dinner or an activity, named after what it adds', () => {
    const base = offer(1, { extras: [spa] });
    const rows = upsellsOf(base, [base, offer(2, { extras: [spa, dinner], medianPrice: 14_000 })]);
    expect(rows).toEqual([
      expect.objectContaining({ offer_id: 1, upsell_offer_id: 2, position: 0, type: 'SINGLE_VOUCHER', label_en: 'Gourmet dinner', label_fr: 'Gourmet dinner (fr)' }),
    ]);
  });

  it('leaves out offers of another length, not sold in the market, cheaper, or adding nothing', () => {
    const base = offer(1, { extras: [spa] });
    const others = [
      offer(2, { extras: [dinner], nights: 2, medianPrice: 20_000 }),
      offer(3, { extras: [dinner], markets: ['it_IT'], medianPrice: 20_000 }),
      offer(4, { extras: [dinner], medianPrice: 9_000 }),
      offer(5, { extras: [spa], medianPrice: 20_000 }),
    ];
    expect(upsellsOf(base, [base, ...others])).toEqual([]);
  });

  it('a stays upsell when either offer is not sold as a gift voucher; at most three, the closest in price first', () => {
    const base = offer(1);
    const others = [5, 2, 4, 3].map((id) => offer(id, { extras: [dinner], medianPrice: 10_000 + id * 1_000, giftable: id !== 2 }));
    const rows = upsellsOf(base, [base, ...others]);
    expect(rows.map((row) => [row.upsell_offer_id, row.type])).toEqual([
      [2, 'STAYS'],
      [3, 'SINGLE_VOUCHER'],
      [4, 'SINGLE_VOUCHER'],
    ]);
    expect(rows).toHaveLength(MAX_UPSELLS_PER_OFFER);
  });
});
