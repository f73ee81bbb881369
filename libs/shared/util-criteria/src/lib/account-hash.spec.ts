import { accountTabFor, formatAccountHash, parseAccountHash } from './account-hash';

describe('account hash r (product-side.md section 2)', () => {
  it('modify and cancel booking go to the booking-retrieval tab, an invoice request to the invoice-request tab', () => {
    expect(accountTabFor('modifyBooking')).toBe('booking-retrieval');
    expect(accountTabFor('cancelBooking')).toBe('booking-retrieval');
    expect(accountTabFor('invoiceRequest')).toBe('invoice-request');
  });

  it('r is read and written; an unknown tab gives none', () => {
    expect(formatAccountHash('invoice-request')).toBe('#r=invoice-request');
    expect(parseAccountHash('#r=invoice-request')).toBe('invoice-request');
    expect(parseAccountHash('#r=booking-retrieval')).toBe('booking-retrieval');
    expect(parseAccountHash('#r=%zz')).toBeUndefined();
    expect(parseAccountHash('')).toBeUndefined();
  });
});
