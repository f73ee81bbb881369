import { ACQUISITION_FLAG_KEY } from '@escapade/app-providers/consent';
import { isAcquisitionEligible, isAcquisitionPage, readAcquisitionFlag, setAcquisitionFlag, type AcquisitionVisit } from './acquisition-rules';

const visit = (overrides: Partial<AcquisitionVisit> = {}): AcquisitionVisit => ({
  navigated: true,
  pathname: '/search',
  flagSet: false,
  affiliateId: undefined,
  customerCare: false,
  consentAnswered: true,
  ...overrides,
});

describe('the pages the acquisition modal may open on (product-side.md, acquisition modal)', () => {
  it.each(['/', '/search', '/search/activities', '/ideas', '/landing/spa-weekends'])('opens on %s', (pathname) => {
    expect(isAcquisitionPage(pathname)).toBe(true);
  });

  it.each(['/product/42', '/hotel/7', '/checkout', '/account', '/page/terms-of-sale', '/searchlight', '/contact'])('never on %s', (pathname) => {
    expect(isAcquisitionPage(pathname)).toBe(false);
  });
});

describe('whether a visit is eligible', () => {
  it('is eligible after a move to a search page with nothing against it', () => {
    expect(isAcquisitionEligible(visit())).toBe(true);
  });

  it.each<[string, Partial<AcquisitionVisit>]>([
    ['on the first page of the visit', { navigated: false }],
    ['on a product page', { pathname: '/product/42' }],
    ['once closed or signed up', { flagSet: true }],
    ['for staff in customer-care mode', { customerCare: true }],
    ['while the consent question is open', { consentAnswered: false }],
    ['for an excluded affiliate, however it is spelt', { affiliateId: 'IGraal' }],
  ])('is not eligible %s', (_, overrides) => {
    expect(isAcquisitionEligible(visit(overrides))).toBe(false);
  });

  it('is eligible for other affiliates', () => {
    expect(isAcquisitionEligible(visit({ affiliateId: 'partner-travel-blog' }))).toBe(true);
  });
});

describe('the persistent flag', () => {
  beforeEach(() => window.localStorage.clear());

  it('is unset, then set for good', () => {
    const storage = () => window.localStorage;
    expect(readAcquisitionFlag(storage)).toBe(false);
    setAcquisitionFlag(storage);
    expect(window.localStorage.getItem(ACQUISITION_FLAG_KEY)).not.toBeNull();
    expect(readAcquisitionFlag(storage)).toBe(true);
  });

  it('counts as set when storage cannot be read, and a refused write is ignored', () => {
    const refused = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    expect(readAcquisitionFlag(refused)).toBe(true);
    expect(() => setAcquisitionFlag(refused)).not.toThrow();
  });
});
