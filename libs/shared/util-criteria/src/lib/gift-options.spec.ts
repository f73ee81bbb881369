import { MARKET_CODES } from '@escapade/util-market';
import { giftFormatsOf, giftOptionsOf } from './gift-options';
import { formatLocation, parseLocation } from './search-hash';
import { searchCriteriasOf } from './request-builders';

const located = (hash: string) => parseLocation({ search: '?flow=gifting', hash });

describe('gift options of the gifting flow', () => {
  it('sells the physical format only where the market toggle allows it', () => {
    expect(MARKET_CODES.filter((code) => giftFormatsOf(code).includes('physical'))).toEqual(['fr_FR', 'nl_NL', 'fr_BE', 'nl_BE']);
    expect(giftFormatsOf('it_IT')).toEqual(['digital']);
  });

  it('fills in 1 night, digital and the adults travelling when the hash has none', () => {
    expect(giftOptionsOf(located(''), giftFormatsOf('fr_FR'))).toEqual({ giftNights: 1, giftFormat: 'digital', giftAdults: 2 });
    expect(giftOptionsOf(located('#a=3'), giftFormatsOf('fr_FR'))).toEqual({ giftNights: 1, giftFormat: 'digital', giftAdults: 3 });
  });

  it('keeps the parameters of the hash, a physical format only where it is sold', () => {
    const criteria = located('#giftNights=3&giftFormat=physical&giftAdults=4');
    expect(giftOptionsOf(criteria, giftFormatsOf('fr_FR'))).toEqual({ giftNights: 3, giftFormat: 'physical', giftAdults: 4 });
    expect(giftOptionsOf(criteria, giftFormatsOf('es_ES'))).toEqual({ giftNights: 3, giftFormat: 'digital', giftAdults: 4 });
  });

  it('written into the hash, they are read back and sent to the offers search', () => {
    const criteria = { ...located('#city=paris'), ...giftOptionsOf(located(''), giftFormatsOf('fr_FR')), giftNights: 2, giftAdults: 3 };
    const location = formatLocation(criteria);
    expect(location.hash).toBe('#city=paris&giftNights=2&giftFormat=digital&giftAdults=3');
    expect(searchCriteriasOf(parseLocation(location))).toMatchObject({ city: 'paris', giftNights: 2, giftFormat: 'digital', giftAdults: 3 });
  });
});
