import { pageOfLink } from './warm-up';

describe('the page a link leads to', () => {
  const page = { origin: window.location.origin };
  const link = (href: string) => {
    const anchor = document.createElement('a');
    anchor.href = href;
    anchor.append(document.createElement('span'));
    document.body.append(anchor);
    return anchor;
  };
  const remoteOf = (target: EventTarget | null) => pageOfLink(target, page, '/nl')?.remote ?? null;

  it('reads the remote of the page a link of this site leads to, under the market’s prefix', () => {
    expect(remoteOf(link(`${window.location.origin}/nl/product/42/stay`))).toBe('product');
    expect(remoteOf(link('/nl/search?flow=booking#city=gent'))).toBe('search');
    // From an element inside the link, as pointer events arrive.
    expect(remoteOf(link('/nl/account/wishlist').firstChild)).toBe('account');
  });

  it('is none for the shell’s own pages, other sites and what is not a link', () => {
    expect(remoteOf(link('/nl/'))).toBeNull();
    expect(remoteOf(link('https://www.escapade.es/search'))).toBeNull();
    expect(remoteOf(document.createElement('button'))).toBeNull();
    expect(remoteOf(null)).toBeNull();
  });

  it('tells the pages that show an announcement banner: results, stay, hotel and activity pages', () => {
    expect(pageOfLink(link('/nl/search?flow=gifting'), page, '/nl')).toEqual({ remote: 'search', announced: true });
    expect(pageOfLink(link('/nl/hotel/7'), page, '/nl')).toEqual({ remote: 'product', announced: true });
    expect(pageOfLink(link('/nl/account/wishlist'), page, '/nl')).toEqual({ remote: 'account', announced: false });
    expect(pageOfLink(link('/nl/'), page, '/nl')).toEqual({ remote: null, announced: false });
    expect(pageOfLink(link('https://www.escapade.es/search'), page, '/nl')).toBeNull();
  });
});
