import { signNotification, SIGNATURE_TOLERANCE_SECONDS, verifyNotification } from './notification-signature';
import { SandboxPaymentProvider, TEST_CARDS, testCardOutcome } from './sandbox-provider';

const SECRET = Buffer.from('a-test-secret-of-at-least-32-characters', 'utf8');
const NOW = new Date('2026-04-01T08:00:00Z');

describe('notification signatures', () => {
  it('hold for the body and secret they were made with, within the tolerance', () => {
    const body = '{"id":"evt_1"}';
    expect(signNotification(SECRET, body, NOW)).toMatch(/^t=1775030400,v1=[0-9a-f]{64}$/);
    expect(verifyNotification(SECRET, signNotification(SECRET, body, NOW), body, NOW)).toBeNull();
    const later = new Date(NOW.getTime() + SIGNATURE_TOLERANCE_SECONDS * 1000);
    expect(verifyNotification(SECRET, signNotification(SECRET, body, NOW), body, later)).toBeNull();
  });

  it('refuse another body, another secret, an old timestamp and a malformed header', () => {
    const body = '{"id":"evt_1"}';
    const header = signNotification(SECRET, body, NOW);
    expect(verifyNotification(SECRET, header, '{"id":"evt_2"}', NOW)).toEqual({ status: 401, reason: 'the signature does not match the body' });
    expect(verifyNotification(Buffer.from('x'.repeat(32)), header, body, NOW)?.status).toBe(401);
    expect(verifyNotification(SECRET, header, body, new Date(NOW.getTime() + (SIGNATURE_TOLERANCE_SECONDS + 1) * 1000))?.reason).toMatch(/timestamp/);
    expect(verifyNotification(SECRET, undefined, body, NOW)?.status).toBe(400);
    expect(verifyNotification(SECRET, 't=abc,v1=00', body, NOW)?.status).toBe(400);
  });
});

describe('the sandbox provider', () => {
  it('knows its three test cards and declines any other number', () => {
    expect(Object.keys(TEST_CARDS).map(testCardOutcome)).toEqual(['succeeds', 'declined', 'challenge']);
    expect(testCardOutcome('5555555555554444')).toBe('declined');
  });

  it('answers the same for the same key: one intent per authorisation key, one capture per capture key', async () => {
    const provider = new SandboxPaymentProvider();
    const request = { paymentId: 'p1', orderUuid: 'o1', amount: 10_000, currency: 'EUR' as const, method: 'card' };
    const first = await provider.authorise(request, 'k1');
    expect(first).toMatchObject({ state: 'requires_action', redirectUrl: '/api/purchase/sandbox/pay/p1' });
    expect(await provider.authorise(request, 'k1')).toEqual(first);
    expect((await provider.authorise(request, 'k2')).reference).not.toBe(first.reference);
    // Not captured before the hosted page authorised it.
    expect(await provider.capture(first.reference, 10_000, 'c0')).toEqual({ state: 'failed', amount: 0 });
    provider.completeHostedPayment(first.reference, true);
    expect(await provider.capture(first.reference, 10_000, 'c1')).toEqual({ state: 'captured', amount: 10_000 });
    expect(await provider.capture(first.reference, 10_000, 'c1')).toEqual({ state: 'captured', amount: 10_000 });
  });

  it('refunds what was captured, in parts, never more', async () => {
    const provider = new SandboxPaymentProvider();
    const intent = await provider.authorise({ paymentId: 'p', orderUuid: 'o', amount: 5_000, currency: 'EUR', method: 'wallet', walletIntentId: 'pi_sandbox_ok_1' }, 'k');
    expect(intent.state).toBe('authorised');
    await provider.capture(intent.reference, 5_000, 'c');
    expect(await provider.refund(intent.reference, 2_000, 'r1')).toEqual({ state: 'partially_refunded', amount: 2_000 });
    expect(await provider.refund(intent.reference, 2_000, 'r1')).toEqual({ state: 'partially_refunded', amount: 2_000 });
    expect(await provider.refund(intent.reference, 4_000, 'r2')).toEqual({ state: 'failed', amount: 0 });
    expect(await provider.refund(intent.reference, 3_000, 'r3')).toEqual({ state: 'refunded', amount: 3_000 });
  });

  it('declines wallet intents that are not its accepted test ones', async () => {
    const provider = new SandboxPaymentProvider();
    const declined = await provider.authorise({ paymentId: 'p', orderUuid: 'o', amount: 5_000, currency: 'EUR', method: 'wallet', walletIntentId: 'pi_sandbox_declined_1' }, 'k');
    expect(declined.state).toBe('failed');
  });
});
