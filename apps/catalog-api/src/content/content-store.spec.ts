import { smallCatalog } from '../search/testing/catalog-fixture';
import { ContentStore, weekNumber, type BannerSelection } from './content-store';
import { generateContent } from './generate-content';

describe('ContentStore', () => {
  const store = new ContentStore(generateContent(smallCatalog()));
  const select = (selection: Partial<BannerSelection>) =>
    store.targetedBanner({
      locale: 'fr_FR',
      page: 'search',
      flow: 'booking',
      isLessThanTwoHours: false,
      ...selection,
    });

  it('chooses the most specific targeted banner the selection data meets', () => {
    expect(select({})?.trackingBlockName).toBe('targeted-banner-home');
    expect(select({ region: 'Auvergne-Rhône-Alpes' })?.trackingBlockName).toBe('targeted-banner-region-place-1');
    expect(select({ region: 'place-1', department: 'haute savoie' })?.trackingBlockName).toBe('targeted-banner-department-place-2');
    expect(select({ region: 'place-1', department: 'place-2', city: 'ANNECY' })?.trackingBlockName).toBe('targeted-banner-city-place-10');
    expect(select({ displayBannerWithThisThematic: 39 })?.trackingBlockName).toBe('targeted-banner-theme-39');
    expect(select({ isLessThanTwoHours: true })?.trackingBlockName).toBe('targeted-banner-less-than-two-hours');
  });

  it('keeps banners to their pages and flows', () => {
    expect(select({ flow: 'gifting' })?.trackingBlockName).toBe('targeted-banner-gifting');
    expect(select({ page: 'product' })?.trackingBlockName).toBe('targeted-banner-offer-as-gift');
    expect(select({ page: 'activity', flow: 'booking' })).toBeNull();
    expect(select({ city: 'Paris' })?.trackingBlockName).toBe('targeted-banner-home');
  });

  it('turns the this-week theme every Monday', () => {
    expect(weekNumber(new Date('2026-03-15T23:00:00Z'))).toBe(weekNumber(new Date('2026-03-09T00:00:00Z')));
    expect(weekNumber(new Date('2026-03-16T00:00:00Z'))).toBe(weekNumber(new Date('2026-03-15T00:00:00Z')) + 1);
    expect(store.thisWeekTheme('fr_FR', new Date('2026-03-16'))).toEqual({
      themaTitle: 'Cette semaine : Family',
      description: expect.stringContaining('Family'),
      weekendUrl: '/search?flow=booking#theme=39',
    });
    expect(store.thisWeekTheme('nl_NL', new Date('2026-03-16'))).toBeNull();
  });

  it('lists announcement banners for one market or all', () => {
    expect(store.announcementBanners('it_IT').homePages.map((entry) => entry.flow)).toEqual(['activity', 'booking', 'gifting', 'hotel']);
    expect(store.announcementBanners().searchPages).toHaveLength(24);
  });
});
