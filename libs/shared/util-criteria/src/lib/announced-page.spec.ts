import { announcedPage } from './announced-page';

describe('announcedPage: the announcement banner a page shows (product-side.md sections 1 and 7)', () => {
  it.each([
    ['/search', '', { kind: 'searchPages', flow: 'booking' }],
    ['/search', '?flow=gifting&page=2', { kind: 'searchPages', flow: 'gifting' }],
    ['/search', '?flow=hotel', { kind: 'searchPages', flow: 'hotel' }],
    ['/search', '?flow=nonsense', { kind: 'searchPages', flow: 'booking' }],
    ['/search/activities', '', { kind: 'searchPages', flow: 'activity' }],
    ['/product/42', '', { kind: 'productPages', flow: 'booking' }],
    ['/product/42/weekend-spa', '?flow=gifting', { kind: 'productPages', flow: 'gifting' }],
    // A stay's page sells it or gives it: another flow in its address is read as booking.
    ['/product/42', '?flow=activity', { kind: 'productPages', flow: 'booking' }],
    ['/hotel/7', '', { kind: 'productPages', flow: 'hotel' }],
    ['/activity/9', '?flow=gifting', { kind: 'productPages', flow: 'activity' }],
  ])('%s%s shows the banner of %j', (path, search, expected) => {
    expect(announcedPage(path, search)).toEqual(expected);
  });

  it.each(['/', '/checkout', '/gift', '/account', '/page/faq', '/searching', '/landing/spa'])('%s shows none of them', (path) => {
    expect(announcedPage(path, '?flow=booking')).toBeNull();
  });
});
