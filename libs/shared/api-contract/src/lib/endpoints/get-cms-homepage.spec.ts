import { robotsDirectives } from '../common/seo';
import { homeFlowOf, homeFlowsOf, homePageOf, type CmsHomePage, type CmsHomepageReply } from './get-cms-homepage';

const page = (title: string) => ({ seo: { title, description: '', index: true, follow: true } }) as unknown as CmsHomePage;

describe('the CMS home per flow (product-side.md, home page)', () => {
  it.each([
    [undefined, 'booking'],
    [null, 'booking'],
    ['booking', 'booking'],
    ['gifting', 'gifting'],
    ['activity', 'activity'],
    ['hotel', 'booking'],
    ['unknown', 'booking'],
  ] as const)('the flow %s shows the %s home', (flow, home) => {
    expect(homeFlowOf(flow)).toBe(home);
  });

  it('falls back to the booking home when the market has no home for the flow', () => {
    const reply: CmsHomepageReply = { booking: page('booking'), gifting: page('gifting') };
    expect(homePageOf(reply, 'gifting').seo.title).toBe('gifting');
    expect(homePageOf(reply, 'activity').seo.title).toBe('booking');
    expect(homePageOf(reply, 'booking').seo.title).toBe('booking');
  });

  it('lists the flows with a home of their own for the flow tabs, booking first', () => {
    expect(homeFlowsOf({ booking: page('booking'), gifting: page('gifting') })).toEqual(['booking', 'gifting']);
    expect(homeFlowsOf({ activity: page('activity'), booking: page('booking') })).toEqual(['booking', 'activity']);
    expect(homeFlowsOf({ booking: page('booking') })).toEqual(['booking']);
  });

  it('builds the robots directives from the CMS index and follow flags', () => {
    expect(robotsDirectives({ index: true, follow: true })).toBe('index, follow');
    expect(robotsDirectives({ index: false, follow: true })).toBe('noindex, follow');
    expect(robotsDirectives({ index: true, follow: false })).toBe('index, nofollow');
    expect(robotsDirectives({ index: false, follow: false })).toBe('noindex, nofollow');
  });
});
