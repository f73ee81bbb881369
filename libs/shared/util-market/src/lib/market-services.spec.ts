import { MARKET_CODES } from './markets';
import { chatOffered, CUSTOMER_RATING, helpCentreArticleUrl, helpCentreUrl, MARKET_EXTERNAL_SITES, MARKET_SUPPORT, MARKET_TOGGLES, wishlistDesktopOnly } from './market-services';

describe('market toggles and services (product-side.md, footer and account menu)', () => {
  it('shows the press room in fr_FR and es_ES only', () => {
    expect(MARKET_CODES.filter((code) => MARKET_TOGGLES[code].pressRoom)).toEqual(['fr_FR', 'es_ES']);
  });

  it('runs the instalment provider in fr_FR, es_ES, fr_BE and nl_BE, PayPal pay later in es_ES and it_IT, the insurance everywhere but nl_NL', () => {
    expect(MARKET_CODES.filter((code) => MARKET_TOGGLES[code].payLaterProvider)).toEqual(['fr_FR', 'es_ES', 'fr_BE', 'nl_BE']);
    expect(MARKET_CODES.filter((code) => MARKET_TOGGLES[code].paypalPayLater)).toEqual(['es_ES', 'it_IT']);
    expect(MARKET_CODES.filter((code) => !MARKET_TOGGLES[code].cancellationInsurance)).toEqual(['nl_NL']);
  });

  it('turns all incentives on in no market, so no market labels a review score under 9 (Good, Very good, Excellent)', () => {
    expect(MARKET_CODES.filter((code) => MARKET_TOGGLES[code].ratingIncentives)).toEqual([]);
  });

  it('shows the gift-box shop everywhere but it_IT', () => {
    expect(MARKET_CODES.filter((code) => !MARKET_TOGGLES[code].giftBoxShop)).toEqual(['it_IT']);
  });

  it.each(MARKET_CODES)('%s has an address for every external site its toggles show, and none for the others', (code) => {
    const sites = MARKET_EXTERNAL_SITES[code];
    expect(sites.pressRoom !== undefined).toBe(MARKET_TOGGLES[code].pressRoom);
    expect(sites.giftBoxShop !== undefined).toBe(MARKET_TOGGLES[code].giftBoxShop);
    for (const url of [sites.helpCentre, sites.partnerHotels, sites.jobs, sites.pressRoom, sites.giftBoxShop].filter(Boolean)) {
      expect(url).toMatch(/^https:\/\//);
    }
  });

  it.each(MARKET_CODES)('%s has a customer-care number for tel: links, the footer hours Mon-Fri 10h-18h and the no-availability hours Mon-Fri 10h-21h, Sat-Sun 10h-19h', (code) => {
    expect(MARKET_SUPPORT[code].phoneE164).toMatch(/^\+\d{8,15}$/);
    expect(MARKET_SUPPORT[code].footerHours).toEqual({ firstDay: 1, lastDay: 5, opensAt: 10, closesAt: 18 });
    expect(MARKET_SUPPORT[code].noAvailabilityHours).toEqual([
      { firstDay: 1, lastDay: 5, opensAt: 10, closesAt: 21 },
      { firstDay: 6, lastDay: 7, opensAt: 10, closesAt: 19 },
    ]);
  });

  it.each(MARKET_CODES)('%s gives the contact page the hours 10 AM to 7 PM Mon-Fri and 10 AM to 6 PM Sat', (code) => {
    expect(MARKET_SUPPORT[code].contactHours).toEqual([
      { firstDay: 1, lastDay: 5, opensAt: 10, closesAt: 19 },
      { firstDay: 6, lastDay: 6, opensAt: 10, closesAt: 18 },
    ]);
  });

  it.each(MARKET_CODES)('%s answers the chat 9 to 6 Monday to Friday', (code) => {
    expect(MARKET_SUPPORT[code].chatHours).toEqual([{ firstDay: 1, lastDay: 5, opensAt: 9, closesAt: 18 }]);
  });

  it('offers the chat widget in es_ES wherever an app id is configured, in the other markets only in production', () => {
    const offeredIn = (environment: { appIdConfigured: boolean; production: boolean }) => MARKET_CODES.filter((code) => chatOffered(code, environment));
    expect(offeredIn({ appIdConfigured: true, production: false })).toEqual(['es_ES']);
    expect(offeredIn({ appIdConfigured: true, production: true })).toEqual(MARKET_CODES);
  });

  it('never offers the chat widget without an app id, production or not', () => {
    for (const production of [true, false]) expect(MARKET_CODES.filter((code) => chatOffered(code, { appIdConfigured: false, production }))).toEqual([]);
  });

  it('gives the help centre the language of the market as a parameter', () => {
    expect(new URL(helpCentreUrl('nl_BE')).searchParams.get('lang')).toBe('nl');
    expect(new URL(helpCentreUrl('fr_BE')).searchParams.get('lang')).toBe('fr');
    expect(new URL(helpCentreUrl('it_IT')).searchParams.get('lang')).toBe('it');
  });

  it('opens a help-centre article in the language of the market', () => {
    expect(helpCentreArticleUrl('nl_BE', 'articles/gift-voucher')).toBe('https://help.escapade.eu/hc/articles/gift-voucher?lang=nl');
    expect(helpCentreArticleUrl('es_ES', 'articles/invoice')).toBe('https://help.escapade.eu/hc/articles/invoice?lang=es');
  });

  it('scores 4.5/5 from 4146 reviews', () => {
    expect(CUSTOMER_RATING).toEqual({ score: 4.5, bestScore: 5, reviewCount: 4146 });
  });

  it('offers the physical gift format everywhere but on the ES and IT points of sale', () => {
    expect(MARKET_CODES.filter((code) => !MARKET_TOGGLES[code].physicalGiftFormat)).toEqual(['es_ES', 'it_IT']);
  });

  it("hides the section tabs of the product page's booking bar on the ES and IT points of sale", () => {
    expect(MARKET_CODES.filter((code) => !MARKET_TOGGLES[code].bookingBarTabs)).toEqual(['es_ES', 'it_IT']);
  });

  it('keeps the wishlist buttons to desktops in the Belgian markets, where customers have accounts', () => {
    expect(MARKET_CODES.filter(wishlistDesktopOnly)).toEqual(['fr_BE', 'nl_BE']);
  });
});
