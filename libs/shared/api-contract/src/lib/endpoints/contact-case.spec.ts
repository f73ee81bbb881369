import * as v from 'valibot';
import { CONTACT_FIELD_SCHEMAS, CONTACT_REASON_CODES, CONTACT_REASONS, ContactCaseBodySchema, contactNeedsBookingNumber } from './contact-case';

const question = {
  reason: 'avv_info',
  name: 'Chloé Dubois',
  email: 'chloe@example.fr',
  phone: '06 12 34 56 78',
  description: 'Le spa est-il ouvert le dimanche ?',
  locale: 'fr_FR',
};

describe('contact case body', () => {
  it('needs no booking number for a question before booking, and one for every other reason', () => {
    expect(v.safeParse(ContactCaseBodySchema, question).success).toBe(true);
    expect(CONTACT_REASON_CODES.filter(contactNeedsBookingNumber)).toEqual(['booking_info', 'emailconf', 'modification', 'cancellation', 'complaint', 'other']);
    for (const reason of CONTACT_REASON_CODES.filter(contactNeedsBookingNumber)) {
      expect({ reason, accepted: v.safeParse(ContactCaseBodySchema, { ...question, reason }).success }).toEqual({ reason, accepted: false });
      expect({ reason, accepted: v.safeParse(ContactCaseBodySchema, { ...question, reason, bookingNumber: '20261127' }).success }).toEqual({ reason, accepted: true });
    }
  });

  it('files each reason under the spec’s request type and subtype', () => {
    expect(CONTACT_REASONS.avv_info.requestType).toBe('Hotel Activity information request');
    expect(CONTACT_REASONS.emailconf).toEqual({ requestType: 'Information/request', requestSubtype: 'Confirmation email' });
    expect(CONTACT_REASONS.cancellation.requestType).toBe('Cancellation Request');
    expect(CONTACT_REASONS.other).toEqual({ requestType: '', requestSubtype: '' });
  });

  it('trims the spaces a form leaves around a name, an email and a phone number', () => {
    const parsed = v.parse(ContactCaseBodySchema, { ...question, name: '  Chloé  ', email: ' chloe@example.fr ', phone: ' 0612345678 ' });
    expect([parsed.name, parsed.email, parsed.phone]).toEqual(['Chloé', 'chloe@example.fr', '0612345678']);
  });
});

describe('contact field rules', () => {
  const accepts = (field: keyof typeof CONTACT_FIELD_SCHEMAS, value: string) => v.is(CONTACT_FIELD_SCHEMAS[field], value);

  it.each([
    ['bookingNumber', '12345678', true],
    ['bookingNumber', '1234567', false],
    ['bookingNumber', '123456789', false],
    ['bookingNumber', '1234567a', false],
    ['name', 'Jean-Luc O’Neill', true],
    ['name', "Anne d'Arc", true],
    ['name', 'Ελένη', true],
    ['name', 'Jean3', false],
    ['name', '-Jean', false],
    ['name', 'jean@example.fr', false],
    ['phone', '+32 (0)2 808 46 60', true],
    ['phone', '0612345678', true],
    ['phone', '06.12.34.56.78', false],
    ['phone', '12345', false],
    ['phone', '+1234567890123456', false],
    ['email', 'chloe@example', false],
    ['email', 'chloe@example.fr', true],
    ['description', ' ', false],
  ] as const)('%s %j: %s', (field, value, valid) => {
    expect(accepts(field, value)).toBe(valid);
  });
});
