import * as v from 'valibot';
import { PurchaseOrderBodySchema } from '@escapade/api-contract';
import { formatActivityCheckoutLocation } from '@escapade/util-criteria';
import { activityEntryOf } from './activity-entry';
import { activityFormSchema, EMPTY_ACTIVITY_FORM, voucherOrderBody } from './activity-form';

describe('the activity checkout’s address (product-side.md, checkout entry points)', () => {
  it('reads a voucher for oneself as the activity page’s Buy for myself writes it', () => {
    expect(activityEntryOf(formatActivityCheckoutLocation({ id: '7001', a: 3, ownUse: true }))).toEqual({ kind: 'ownUse', voucher: { productId: 7001, participants: 3 } });
  });

  it('keeps a gift apart, needs a product id, and is not an activity checkout without flow=activity', () => {
    expect(activityEntryOf(formatActivityCheckoutLocation({ id: '7001', a: 2, ownUse: false }))).toEqual({ kind: 'gift' });
    expect(activityEntryOf({ search: '?flow=activity&customType=OWN_USE', hash: '#a=2' })).toEqual({ kind: 'incomplete' });
    expect(activityEntryOf({ search: '?flow=activity&customType=OWN_USE', hash: '#id=abc&a=2' })).toEqual({ kind: 'incomplete' });
    expect(activityEntryOf({ search: '', hash: '#id=7001&checkin=2026-05-01' })).toBeNull();
  });
});

describe('the activity checkout’s form and order', () => {
  const valid = { ...EMPTY_ACTIVITY_FORM, email: ' lucia@example.es ', firstName: 'Lucía', lastName: 'García', phone: '612 345 678', terms: true };

  it('takes the buyer’s rules: the phone for the market’s country, the terms accepted', async () => {
    const result = await v.safeParseAsync(activityFormSchema('ES'), valid);
    expect(result.output).toMatchObject({ email: 'lucia@example.es', phone: '+34612345678' });
    const issues = async (values: object) => (await v.safeParseAsync(activityFormSchema('ES'), { ...valid, ...values })).issues?.map((issue) => v.getDotPath(issue));
    expect(await issues({ terms: false })).toEqual(['terms']);
    expect(await issues({ phone: '12' })).toEqual(['phone']);
  });

  it('makes an order the contract accepts: the voucher for its participants, no cancellation choice, the amount shown', async () => {
    const values = await v.parseAsync(activityFormSchema('ES'), valid);
    const body = voucherOrderBody({ voucher: { productId: 7001, participants: 2 }, values, market: 'es_ES', expectedAmount: 9_800 });
    expect(body).toEqual({
      locale: 'es_ES',
      currency: 'EUR',
      expectedAmount: 9_800,
      buyer: { email: 'lucia@example.es', firstName: 'Lucía', lastName: 'García', phoneNumber: '+34612345678' },
      items: { activityVoucherItem: { activityProductId: 7001, participants: 2 } },
      specialRequest: null,
    });
    expect(v.safeParse(PurchaseOrderBodySchema, body).success).toBe(true);
  });
});
