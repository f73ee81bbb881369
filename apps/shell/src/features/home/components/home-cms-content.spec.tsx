import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CmsHomePage, CmsHomepageReply, OfferCard } from '@escapade/api-contract';
import { fakeIntersectionObserver, recordDataLayer } from '@escapade/app-providers/testing';
import { jsonReply, renderInShell } from '../../../testing/render-in-shell';
import { HomeCmsContent } from './home-cms-content';

const image = (id: string) => ({
  url: `/api/images/${id}/640_360.svg`,
  legend: null,
  alt: `Photo ${id}`,
  sizes: { '120_80': `/api/images/${id}/120_80.svg`, SMALL: `/api/images/${id}/SMALL.svg`, LARGE: `/api/images/${id}/LARGE.svg`, '640_360': `/api/images/${id}/640_360.svg` },
});

function offer(id: number): OfferCard {
  return {
    id,
    label: `Séjour ${id}`,
    imageUrl: `/api/images/o${id}/640_360.svg`,
    images: [image(`o${id}`)],
    uri: `/product/${id}/sejour-${id}`,
    headwords: [],
    hotel: {
      id: 1590,
      uri: '/hotel/1590/manoir',
      label: 'Manoir des Cèdres',
      stars: 4,
      location: { label: 'Suresnes', uri: null, address: '1 rue', zipCode: '92150', latitude: 48.87, longitude: 2.22 },
      review: { count: 40, average: 9.6 },
    },
    sellPrice: 12_950,
    refPrice: null,
    barPrice: null,
    promo: 0,
    lowestPriorPrice: null,
    priceType: 'from',
    prices: [],
    participants: 2,
    nights: 1,
    distance: null,
    cancellationPolicy: null,
    availableRooms: 4,
    room: null,
    lastMinute: false,
    expiration: null,
    marketingLabels: [],
    targetedLabel: null,
    itemCategory: 'weekend',
    channelManagerId: null,
    connectivity: null,
    autoDiscount: null,
    hasMoreOffers: false,
    newTab: false,
  };
}

function homePage(flow: string, index = true): CmsHomePage {
  return {
    seo: { title: `Accueil ${flow}`, description: '', index, follow: true },
    announcementBanner: {
      content: `**10 % de remise** sur le flux ${flow}`,
      colorVariation: 'red',
      link: { url: `/search?flow=${flow}#sort=promo` },
      localizations: [{ locale: 'nl_BE', content: `**10 % extra korting** voor ${flow}` }],
    },
    header: { showHeader: true },
    promoBar: {
      internalCode: 'PB1',
      campaign: 'flash-sale',
      category: 'promo',
      flow: 'booking',
      links: [
        { label: 'Ventes flash', url: `/search?flow=${flow}#sort=promo`, newTab: false, variation: 'default' },
        { label: 'Idées cadeaux', url: '/search?flow=gifting', newTab: false, variation: 'black' },
      ],
    },
    showFlowTabs: true,
    jumbotron: {
      title: `Héros ${flow}`,
      subtitle: 'Partout près de chez vous',
      imageUrl: '/api/images/h/LARGE.svg',
      imageMobile: '/api/images/h/SMALL.svg',
      imageAlt: 'Un couple en escapade',
    },
    blocks: [
      { type: 'mainUsp', items: [{ icon: 'handshake', title: '15 ans de partenariats', text: 'Nous connaissons chaque hôtel.' }] },
      { type: 'categoriesBlock', title: 'Nos envies du moment', categories: [{ label: 'Spa', url: `/search?flow=${flow}#theme=3`, imageUrl: '/api/images/c/SMALL.svg' }] },
      { type: 'topSearchResults', title: 'Les séjours les plus réservés à Paris', searchUrl: `/search?flow=${flow}#city=paris`, offers: [offer(7)] },
      {
        type: 'bannerBlock',
        banner: {
          title: 'Offrez un séjour',
          subtitle: null,
          imageUrl: '/api/images/b/LARGE.svg',
          imageMobile: null,
          imagePosition: 'left',
          imageAlt: 'Un bon cadeau',
          ctas: [{ label: 'Voir les bons', url: 'https://partner.example/gifts', newTab: true, category: null }],
          url: null,
          newTab: false,
          trackingBlockName: 'gifting',
        },
      },
      {
        type: 'marketingBlock',
        title: 'Partez sans rien organiser',
        text: 'Tout est compris.',
        imageUrl: null,
        imageAlt: '',
        cta: { label: 'Voir les séjours', url: `/search?flow=${flow}`, newTab: false },
      },
      {
        type: 'boxes',
        campaign: 'noel',
        title: 'Nos coffrets',
        subtitle: null,
        buttonLabel: 'Tous les coffrets',
        buttonURL: 'https://boxes.example/',
        boxes: [
          {
            id: 'b2',
            title: 'Coffret gourmand',
            image: '/api/images/x/SMALL.svg',
            includedContent: ['1 dîner'],
            rating: '8.6',
            price: 9_990,
            promoPrice: 7_990,
            handle: 'g',
            discount: null,
            position: 2,
            url: 'https://boxes.example/g',
          },
          {
            id: 'b1',
            title: 'Coffret détente',
            image: '/api/images/y/SMALL.svg',
            includedContent: [],
            rating: null,
            price: 5_000,
            promoPrice: null,
            handle: 'd',
            discount: null,
            position: 1,
            url: 'https://boxes.example/d',
          },
        ],
      },
    ],
    footer: { showLegal: true, showNewsletter: true, showContact: true },
  };
}

const realFetch = global.fetch;
let fetchMock: jest.Mock<Promise<Response>, [string, RequestInit?]>;

function serve(reply: CmsHomepageReply) {
  fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>(async () => jsonReply(200, reply));
  global.fetch = fetchMock as unknown as typeof fetch;
}

afterEach(() => {
  global.fetch = realFetch;
  document.head.querySelector('meta[name="robots"]')?.remove();
});

describe('the CMS home (product-side.md, home page)', () => {
  it('asks the content API for the market and shows the booking home: hero, every block in order, headings in order, robots from the CMS flags', async () => {
    serve({ booking: homePage('booking'), gifting: homePage('gifting', false) });
    await renderInShell(<HomeCmsContent />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Héros booking' })).toBeInTheDocument();
    expect(fetchMock.mock.calls[0][0]).toContain('/api/cms/homepage?locale=fr_FR');
    expect(screen.getAllByRole('heading').map((heading) => `${heading.tagName} ${heading.textContent}`)).toEqual([
      'H2 Héros booking',
      'H2 Nos envies du moment',
      'H2 Les séjours les plus réservés à Paris',
      'H3 Séjour 7',
      'H2 Offrez un séjour',
      'H2 Partez sans rien organiser',
      'H2 Nos coffrets',
      'H3 Coffret détente',
      'H3 Coffret gourmand',
    ]);
    expect(screen.getByRole('img', { name: 'Un couple en escapade' })).toHaveAttribute('src', '/api/images/h/LARGE.svg');
    expect(within(screen.getByRole('region', { name: 'Pourquoi réserver avec nous' })).getByText('15 ans de partenariats')).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
  });

  it('links blocks to their searches and offers to the product page the API wrote; a new tab is announced', async () => {
    serve({ booking: homePage('booking') });
    await renderInShell(<HomeCmsContent />);
    expect(await screen.findByRole('link', { name: 'Spa' })).toHaveAttribute('href', '/search?flow=booking#theme=3');
    expect(screen.getByRole('link', { name: 'Séjour 7' })).toHaveAttribute('href', '/product/7/sejour-7');
    expect(screen.getByRole('link', { name: 'Voir toutes les offres' })).toHaveAttribute('href', '/search?flow=booking#city=paris');
    const partner = screen.getByRole('link', { name: "Voir les bons (s'ouvre dans un nouvel onglet)" });
    expect(partner).toHaveAttribute('target', '_blank');
    expect(partner).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the announcement banner in the market’s language, linking where the CMS says, and the promo bar’s links', async () => {
    serve({ booking: homePage('booking') });
    await renderInShell(<HomeCmsContent />);
    const banner = await screen.findByRole('link', { name: '10 % de remise sur le flux booking' });
    expect(banner).toHaveAttribute('href', '/search?flow=booking#sort=promo');
    expect(within(banner).getByText('10 % de remise').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Ventes flash' })).toHaveAttribute('href', '/search?flow=booking#sort=promo');
    expect(screen.getByRole('link', { name: 'Idées cadeaux' })).toHaveAttribute('href', '/search?flow=gifting');
  });

  it('shows the boxes in their CMS position with the rating out of 10 and the discount ceil(100 - 100 x promo price / price)', async () => {
    serve({ booking: homePage('booking') });
    await renderInShell(<HomeCmsContent />);
    const gourmet = (await screen.findByRole('link', { name: 'Coffret gourmand' })).closest('article') as HTMLElement;
    expect(within(gourmet).getByText('Note : 8,6/10')).toBeInTheDocument();
    expect(within(gourmet).getByText('-21 %')).toBeInTheDocument();
    expect(within(gourmet).getByText('80 €')).toBeInTheDocument();
    expect(within(gourmet).getByText('au lieu de 100 €')).toBeInTheDocument();
  });

  it('shows the gifting home for ?flow=gifting with its own robots, and the booking home for a flow the market lacks', async () => {
    serve({ booking: homePage('booking'), gifting: homePage('gifting', false) });
    await renderInShell(<HomeCmsContent />, { route: '/?flow=gifting' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Héros gifting' })).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  });

  it('falls back to the booking home in nl_BE, with links under the /nl prefix', async () => {
    serve({ booking: homePage('booking') });
    await renderInShell(<HomeCmsContent />, { market: 'nl_BE', route: '/?flow=activity' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Héros booking' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Spa' })).toHaveAttribute('href', '/nl/search?flow=booking#theme=3');
    expect(screen.getByRole('region', { name: 'Waarom bij ons boeken' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '10 % extra korting voor booking' })).toHaveAttribute('href', '/nl/search?flow=booking#sort=promo');
  });

  it('keeps the room for the content while it loads, and gives it back, leaving the page as it is, when the call fails', async () => {
    let fail: (response: Response) => void = () => undefined;
    const failed = new Promise<Response>((resolve) => (fail = resolve));
    // The first call waits for the test; it and the one retry then fail.
    fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>(() => failed);
    global.fetch = fetchMock as unknown as typeof fetch;
    const { container } = await renderInShell(<HomeCmsContent placeholder={<div data-testid="room" />} />);
    expect(container.querySelector('[data-testid="room"]')).not.toBeNull();
    fail(jsonReply(500, { code: 'INTERNAL', message: 'down' }));
    await waitFor(() => expect(container).toBeEmptyDOMElement(), { timeout: 5000 });
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('shows the flow tabs the CMS asks for, one per home the market has, and a tab switches the home', async () => {
    serve({ booking: homePage('booking'), gifting: homePage('gifting') });
    await renderInShell(<HomeCmsContent />, { route: '/?refid=abc' });
    const tabs = await screen.findByRole('navigation', { name: 'Que cherchez-vous ?' });
    expect(within(tabs).getByRole('link', { name: 'Séjours' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Séjours' })).toHaveAttribute('href', '/?refid=abc&flow=booking');
    await userEvent.click(within(tabs).getByRole('link', { name: 'Cadeaux' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Héros gifting' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Que cherchez-vous ?' })).getByRole('link', { name: 'Cadeaux' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows no flow tabs when the market has one home or the CMS turns them off', async () => {
    serve({ booking: homePage('booking') });
    const { unmount } = await renderInShell(<HomeCmsContent />);
    await screen.findByRole('heading', { level: 2, name: 'Héros booking' });
    expect(screen.queryByRole('navigation')).toBeNull();
    unmount();
    serve({ booking: { ...homePage('booking'), showFlowTabs: false }, gifting: homePage('gifting') });
    await renderInShell(<HomeCmsContent />);
    await screen.findByRole('heading', { level: 2, name: 'Héros booking' });
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('counts the promo bar and a banner as seen once they are on screen, and as chosen when a link of theirs is followed', async () => {
    const screenView = fakeIntersectionObserver();
    const dataLayer = recordDataLayer();
    const promoBar = { promotion_id: 'PB1', promotion_name: 'flash-sale', creative_slot: 'promo_bar', creative_name: 'promo' };
    try {
      serve({ booking: homePage('booking') });
      await renderInShell(<HomeCmsContent />);
      const promoLink = await screen.findByRole('link', { name: 'Ventes flash' });
      expect(dataLayer.named('view_promotion')).toEqual([]);
      screenView.scrollIntoView(promoLink.closest('ul') as Element);
      screenView.scrollIntoView(screen.getByRole('region', { name: 'Offrez un séjour' }));
      expect(dataLayer.named('view_promotion')).toEqual([
        expect.objectContaining({ ...promoBar, page_type: 'home', locale: 'fr_FR' }),
        expect.objectContaining({ promotion_id: 'gifting', promotion_name: 'Offrez un séjour', creative_slot: 'banner_block' }),
      ]);
      promoLink.addEventListener('click', (event) => event.preventDefault());
      await userEvent.click(promoLink);
      expect(dataLayer.named('select_promotion')).toEqual([expect.objectContaining(promoBar)]);
    } finally {
      dataLayer.stop();
      screenView.restore();
    }
  });
});
