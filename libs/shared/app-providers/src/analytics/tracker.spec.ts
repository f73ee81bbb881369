import { MARKETS } from '@escapade/util-market';
import { ALL_ACCEPTED, ALL_REFUSED, type ConsentChoice } from '../consent/consent';
import { CAMPAIGN_STORAGE_KEY } from '../consent/campaign';
import { BATCH_DELAY_MS, CLIENT_ID_KEY, createTracker, MAX_PENDING_EVENTS, SESSION_ID_KEY, type CollectCall, type TrackerEnvironment } from './tracker';

class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

/** A page with a consent choice the test sets, storages, a data layer and transports that record what they are given. */
function page(options: { search?: string; choice?: ConsentChoice | null; beaconWorks?: boolean } = {}) {
  let choice = options.choice ?? null;
  const listeners = new Set<() => void>();
  const timers: (() => void)[] = [];
  const world = {
    location: { pathname: '/search', search: options.search ?? '?flow=booking', hash: '#city=paris', hostname: 'localhost' },
    local: new MemoryStorage(),
    session: new MemoryStorage(),
    dataLayer: [] as unknown[],
    beacons: [] as CollectCall[],
    posts: [] as CollectCall[],
    choose(next: ConsentChoice) {
      choice = next;
      for (const listener of listeners) listener();
    },
    runTimers() {
      for (const run of timers.splice(0)) run();
    },
  };
  const env: TrackerEnvironment = {
    location: () => world.location,
    localStorage: () => world.local,
    sessionStorage: () => world.session,
    dataLayer: () => world.dataLayer,
    readConsent: () => choice,
    subscribeConsent: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    beacon: (call) => {
      if (options.beaconWorks === false) return false;
      world.beacons.push(call);
      return true;
    },
    post: (call) => {
      world.posts.push(call);
      return Promise.reject(new Error('offline'));
    },
    now: () => Date.UTC(2026, 10, 25, 12),
    random: () => 0.5,
    setTimer: (run, ms) => {
      expect(ms).toBe(BATCH_DELAY_MS);
      timers.push(run);
      return timers.length;
    },
    clearTimer: () => timers.splice(0),
  };
  return { world, tracker: createTracker(env) };
}

const viewList = { name: 'view_item_list', params: { item_list_name: 'search_booking', items: [{ item_id: '1' }] } };

describe('the analytics tracker (product-side.md, analytics; consent first)', () => {
  it('stores and sends nothing before the visitor chooses, then delivers what waited once measurement is allowed', () => {
    const { world, tracker } = page({ search: '?flow=booking&refid=TA-42&affiliateId=partner_7' });
    tracker.track(viewList, { market: MARKETS.fr_FR, pageType: 'search' });
    world.runTimers();
    expect(world.dataLayer).toEqual([]);
    expect(world.posts).toEqual([]);
    expect(world.local.length + world.session.length).toBe(0);

    world.choose(ALL_ACCEPTED);
    world.runTimers();
    expect(world.dataLayer).toEqual([expect.objectContaining({ event: 'view_item_list', item_list_name: 'search_booking', refid: 'TA-42', affiliateId: 'partner_7' })]);
    expect(world.posts).toHaveLength(1);
    const [call] = world.posts;
    expect(call.params).toEqual({ pos: 'fr' });
    expect(call.body).toEqual({
      client_id: world.local.getItem(CLIENT_ID_KEY),
      user_id: null,
      non_personalized_ads: false,
      events: [
        {
          name: 'view_item_list',
          params: expect.objectContaining({
            page_path: '/search',
            page_hostname: 'localhost',
            page_type: 'search',
            locale: 'fr_FR',
            user_logged_in: false,
            ga_session_id: world.session.getItem(SESSION_ID_KEY),
          }),
        },
      ],
    });
    expect(world.local.getItem(CLIENT_ID_KEY)).toMatch(/^\d+\.\d+$/);
    expect(JSON.parse(world.local.getItem(CAMPAIGN_STORAGE_KEY) ?? '')).toEqual({ refid: 'TA-42', affiliateId: 'partner_7' });
  });

  it('drops what waited after a refusal, and forgets what a withdrawn consent had stored', () => {
    const { world, tracker } = page();
    tracker.track(viewList, { market: MARKETS.fr_FR, pageType: 'search' });
    world.choose(ALL_REFUSED);
    world.runTimers();
    expect(world.dataLayer).toEqual([]);
    expect(world.posts).toEqual([]);

    world.choose(ALL_ACCEPTED);
    tracker.track({ name: 'view_item', params: { items: [{ item_id: '2' }] } }, { market: MARKETS.fr_FR, pageType: 'product' });
    world.runTimers();
    expect(world.posts).toHaveLength(1);
    expect(world.local.getItem(CLIENT_ID_KEY)).not.toBeNull();

    world.choose(ALL_REFUSED);
    expect(world.local.getItem(CLIENT_ID_KEY)).toBeNull();
    expect(world.session.getItem(SESSION_ID_KEY)).toBeNull();
    expect(world.local.getItem(CAMPAIGN_STORAGE_KEY)).toBeNull();
    tracker.track({ name: 'view_item', params: { items: [{ item_id: '3' }] } }, { market: MARKETS.fr_FR, pageType: 'product' });
    world.runTimers();
    expect(world.posts).toHaveLength(1);
  });

  it('keeps campaign parameters out of events and storage without marketing attribution, and sends non_personalized_ads', () => {
    const { world, tracker } = page({ search: '?fclid=abc', choice: { analytics: true, marketing: false } });
    tracker.track(viewList, { market: MARKETS.nl_BE, pageType: 'search' });
    world.runTimers();
    expect(world.dataLayer[0]).not.toHaveProperty('fclid');
    expect(world.local.getItem(CAMPAIGN_STORAGE_KEY)).toBeNull();
    expect(world.posts[0].params).toEqual({ pos: 'be' });
    expect(world.posts[0].body.non_personalized_ads).toBe(true);
  });

  it('delivers an event once per page address, or once per path and key when a key is given', () => {
    const { world, tracker } = page({ choice: ALL_ACCEPTED });
    tracker.track(viewList, { market: MARKETS.fr_FR, pageType: 'search' });
    tracker.track(viewList, { market: MARKETS.fr_FR, pageType: 'search' });
    world.location = { ...world.location, hash: '#city=lyon' };
    tracker.track(viewList, { market: MARKETS.fr_FR, pageType: 'search' });
    const view = { name: 'view_item', params: { value: 100 } };
    tracker.track(view, { market: MARKETS.fr_FR, pageType: 'product', dedupeKey: '4733' });
    world.location = { ...world.location, hash: '#checkin=2030-05-03' };
    tracker.track({ ...view, params: { value: 318 } }, { market: MARKETS.fr_FR, pageType: 'product', dedupeKey: '4733' });
    world.runTimers();
    expect(world.dataLayer.map((entry) => (entry as { event: string }).event)).toEqual(['view_item_list', 'view_item_list', 'view_item']);
    expect(world.posts).toHaveLength(1);
    expect(world.posts[0].body.events).toHaveLength(3);
  });

  it('sends at once by beacon when asked, and over HTTP when the browser refuses the beacon; failures are swallowed', async () => {
    const sent = page({ choice: ALL_ACCEPTED });
    sent.tracker.track({ name: 'add_to_cart' }, { market: MARKETS.es_ES, pageType: 'product', beacon: true });
    expect(sent.world.beacons.map((call) => call.params.pos)).toEqual(['es']);
    expect(sent.world.posts).toEqual([]);

    const refused = page({ choice: ALL_ACCEPTED, beaconWorks: false });
    refused.tracker.track({ name: 'add_to_cart' }, { market: MARKETS.it_IT, pageType: 'product', beacon: true });
    expect(refused.world.posts.map((call) => call.params.pos)).toEqual(['it']);
    await Promise.resolve();
  });

  it('splits a long batch into calls the contract accepts, and keeps only the latest events while waiting for a choice', () => {
    const { world, tracker } = page();
    for (let index = 0; index < MAX_PENDING_EVENTS + 10; index += 1) tracker.track({ name: 'promotion_view', params: { index } }, { market: MARKETS.fr_FR, pageType: 'home' });
    world.choose(ALL_ACCEPTED);
    world.runTimers();
    expect(world.posts.map((call) => call.body.events.length)).toEqual([25, 25]);
    expect(world.posts[0].body.events[0].params).toEqual(expect.objectContaining({ index: 10 }));
  });
});
