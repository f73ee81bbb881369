import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import type { AnnouncementBannerReply } from '@escapade/api-contract';
import { jsonReply, renderInShell } from '../../testing/render-in-shell';
import PageAnnouncement, { pageAnnouncementOf } from './page-announcement';

const banner = (content: string) => ({ content, colorVariation: 'yellow' as const, link: null, localizations: [] });

const REPLY: AnnouncementBannerReply = {
  data: {
    homePages: [{ flow: 'booking', locale: 'fr_FR', announcementBanner: banner('Accueil') }],
    searchPages: [
      { flow: 'booking', locale: 'fr_FR', announcementBanner: banner('**Recherche** réservation') },
      { flow: 'gifting', locale: 'fr_FR', announcementBanner: banner('Recherche cadeau') },
      { flow: 'booking', locale: 'es_ES', announcementBanner: banner('Búsqueda') },
    ],
    productPages: [
      { flow: 'booking', locale: 'fr_FR', announcementBanner: banner('Produit réservation') },
      { flow: 'gifting', locale: 'fr_FR', announcementBanner: null },
    ],
  },
};

describe('pageAnnouncementOf', () => {
  it('picks the banner of the kind of page, market and flow, booking’s when the flow has none, none when the CMS says none', () => {
    expect(pageAnnouncementOf(REPLY, 'search', 'fr_FR', 'gifting')?.content).toBe('Recherche cadeau');
    expect(pageAnnouncementOf(REPLY, 'search', 'fr_FR', 'activity')?.content).toBe('**Recherche** réservation');
    expect(pageAnnouncementOf(REPLY, 'search', 'es_ES', null)?.content).toBe('Búsqueda');
    expect(pageAnnouncementOf(REPLY, 'product', 'fr_FR', 'booking')?.content).toBe('Produit réservation');
    expect(pageAnnouncementOf(REPLY, 'product', 'fr_FR', 'gifting')).toBeNull();
    expect(pageAnnouncementOf(REPLY, 'product', 'it_IT', 'booking')).toBeNull();
  });
});

describe('PageAnnouncement', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('asks for the market’s banners and shows the search pages’ one for the address’s flow', async () => {
    const fetchMock = jest.fn(async () => jsonReply(200, REPLY));
    global.fetch = fetchMock as unknown as typeof fetch;
    await renderInShell(<PageAnnouncement page="search" />, { route: '/search?flow=gifting' });
    expect(await screen.findByText('Recherche cadeau')).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith('/api/cms/announcementBanner?locale=fr_FR', expect.anything());
  });
});
