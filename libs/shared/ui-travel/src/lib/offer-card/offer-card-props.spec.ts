import { OFFER_CARD_EXAMPLE } from '@escapade/api-contract/testing';
import { defaultCriteria, normaliseCriteria, productUrlFor } from '@escapade/util-criteria';
import { offerCardProps } from './offer-card-props';

const hrefOf = (path: string) => `/nl${path}`;

describe('offerCardProps, the one adapter from a result card to OfferCard', () => {
  it("links the offer with the search's dates and party and the hotel to its page, under the market's prefix", () => {
    const criteria = normaliseCriteria({ ...defaultCriteria(), checkin: '2026-12-04', checkout: '2026-12-06', travellers: { adult: 3, child: 1, baby: 0 } });
    const props = offerCardProps(OFFER_CARD_EXAMPLE, { criteria, market: 'nl_BE', hrefOf });
    expect(props.href).toBe(`/nl${productUrlFor(OFFER_CARD_EXAMPLE.uri, criteria)}`);
    expect(props.href).toContain('checkin=2026-12-04');
    expect(props.hotel?.href).toBe(`/nl${OFFER_CARD_EXAMPLE.hotel.uri}`);
    expect(props).toMatchObject({ hasDates: true, checkIn: '2026-12-04', market: 'nl_BE', flow: 'booking', sellPrice: OFFER_CARD_EXAMPLE.sellPrice });
  });

  it('knows a search without dates, and says the tax is paid on site (the result card carries no hotel tax)', () => {
    const props = offerCardProps(OFFER_CARD_EXAMPLE, { criteria: defaultCriteria('gifting'), market: 'fr_FR', hrefOf });
    expect(props).toMatchObject({ hasDates: false, checkIn: undefined, flow: 'gifting', localTax: null });
  });
});
