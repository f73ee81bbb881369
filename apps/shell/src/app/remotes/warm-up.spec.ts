import { remoteOfLink } from './warm-up';

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
