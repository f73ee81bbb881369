import { act, renderHook } from '@testing-library/react';
import { ALL_ACCEPTED, CONSENT_COOKIE, readConsent, saveConsent, useConsent } from './consent';

afterEach(() => {
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
});

describe('the consent choice', () => {
  it('is null until the visitor chooses, then read back from its cookie', () => {
    expect(readConsent()).toBeNull();
    saveConsent({ analytics: true, marketing: false });
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=a%3D1%26m%3D0`);
    expect(readConsent()).toEqual({ analytics: true, marketing: false });
  });

  it('counts a damaged cookie as no choice', () => {
    document.cookie = `${CONSENT_COOKIE}=yes; Path=/`;
    expect(readConsent()).toBeNull();
  });

  it('updates its readers when the choice is saved', () => {
    const { result } = renderHook(() => useConsent());
    expect(result.current).toBeNull();
    act(() => saveConsent(ALL_ACCEPTED));
    expect(result.current).toEqual(ALL_ACCEPTED);
  });
});
