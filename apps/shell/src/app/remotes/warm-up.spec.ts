import { pageOfLink, remoteOfLink } from './warm-up';

describe('the remote a link leads to', () => {
  const page = { origin: window.location.origin };
  const link = (href: string) => {
    const anchor = document.createElement('a');
    anchor.href = href;
    anchor.append(document.createElement('span'));
    document.body.append(anchor);
    return anchor;
  };

  it('reads the page a link of this site leads to, under the market’s prefix', () => {
    expect(remoteOfLink(link(`${window.location.origin}/nl/product/42/stay`), page, '/nl')).toBe('product');
    expect(remoteOfLink(link('/nl/search?flow=booking#city=gent'), page, '/nl')).toBe('search');
    // From an element inside the link, as pointer events arrive.
    expect(remoteOfLink(link('/nl/account/wishlist').firstChild, page, '/nl')).toBe('account');
  });

  it('is none for the shell’s own pages, other sites and what is not a link', () => {
    expect(remoteOfLink(link('/nl/'), page, '/nl')).toBeNull();
    expect(remoteOfLink(link('https://www.escapade.es/search'), page, '/nl')).toBeNull();
    expect(remoteOfLink(document.createElement('button'), page, '/nl')).toBeNull();
    expect(remoteOfLink(null, page, '/nl')).toBeNull();
  });
});

describe('the page a link leads to', () => {
  const page = { origin: window.location.origin };
  const link = (href: string) => {
    const anchor = document.createElement('a');
    anchor.href = href;
    document.body.append(anchor);
    return anchor;
  };

  it('tells the pages that show an announcement banner: results, stay, hotel and activity pages', () => {
    expect(pageOfLink(link('/nl/search?flow=gifting'), page, '/nl')).toEqual({ remote: 'search', announced: true });
    expect(pageOfLink(link('/nl/hotel/7'), page, '/nl')).toEqual({ remote: 'product', announced: true });
    expect(pageOfLink(link('/nl/account/wishlist'), page, '/nl')).toEqual({ remote: 'account', announced: false });
    expect(pageOfLink(link('/nl/'), page, '/nl')).toEqual({ remote: null, announced: false });
    expect(pageOfLink(link('https://www.escapade.es/search'), page, '/nl')).toBeNull();
  });
});
