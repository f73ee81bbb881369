import { announcementOf, type AnnouncementBannerReply } from './get-announcement-banner';
import type { AnnouncementBanner } from '../common/announcement-banner';

const banner = (content: string): AnnouncementBanner => ({ content, colorVariation: 'blue', link: null, localizations: [] });

const DATA: AnnouncementBannerReply['data'] = {
  homePages: [{ flow: 'booking', locale: 'fr_FR', announcementBanner: banner('home') }],
  searchPages: [
    { flow: 'booking', locale: 'fr_FR', announcementBanner: banner('search booking fr') },
    { flow: 'gifting', locale: 'fr_FR', announcementBanner: banner('search gifting fr') },
    { flow: 'booking', locale: 'es_ES', announcementBanner: banner('search booking es') },
  ],
  productPages: [
    { flow: 'booking', locale: 'fr_FR', announcementBanner: banner('product booking fr') },
    { flow: 'activity', locale: 'fr_FR', announcementBanner: null },
  ],
};

describe('announcementOf: the banner of a kind of page in a market and flow', () => {
  it("is the flow's own in the market", () => {
    expect(announcementOf(DATA, 'searchPages', 'fr_FR', 'gifting')?.content).toBe('search gifting fr');
    expect(announcementOf(DATA, 'searchPages', 'es_ES', 'booking')?.content).toBe('search booking es');
  });

  it("falls back to the booking flow's when the flow has no entry", () => {
    expect(announcementOf(DATA, 'searchPages', 'fr_FR', 'hotel')?.content).toBe('search booking fr');
  });

  it('is none where the flow says none, and none in a market without an entry', () => {
    expect(announcementOf(DATA, 'productPages', 'fr_FR', 'activity')).toBeNull();
    expect(announcementOf(DATA, 'productPages', 'it_IT', 'booking')).toBeNull();
  });
});
