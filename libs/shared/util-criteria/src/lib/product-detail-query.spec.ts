import { parseProductLocation } from './product-hash';
import { productDetailQuery } from './product-detail-query';

describe('productDetailQuery', () => {
  it('asks for the default party’s from price when the address has no dates (what the server sees of it)', () => {
    expect(productDetailQuery(parseProductLocation({ search: '?flow=booking&minisite=360', hash: '' }), 'fr_FR')).toEqual({
      locale: 'fr_FR',
      checkin: undefined,
      night: undefined,
      adult: 2,
      child: 0,
      baby: 0,
      minisite: undefined,
    });
  });

  it('asks for the chosen stay, its nights and party, priced for the mini-site the visit came from', () => {
    const state = parseProductLocation({ search: '?flow=booking&minisite=360', hash: '#checkin=2027-03-12&checkout=2027-03-14&a=3&c=1&b=0' });
    expect(productDetailQuery(state, 'es_ES')).toEqual({ locale: 'es_ES', checkin: '2027-03-12', night: 2, adult: 3, child: 1, baby: 0, minisite: 360 });
  });

  it('asks for no stay with one date only', () => {
    const state = parseProductLocation({ search: '', hash: '#checkin=2027-03-12&a=1' });
    expect(productDetailQuery(state, 'it_IT')).toMatchObject({ checkin: undefined, night: undefined, adult: 1 });
  });
});
