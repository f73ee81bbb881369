import { beaconAnalytics } from './collect-analytics';

const call = { params: { pos: 'fr' as const }, body: { client_id: '1.2', events: [{ name: 'add_to_cart' }] } };

describe('analytics by beacon', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'sendBeacon');
  });

  it('queues the collect call with its JSON body at the contract’s path', async () => {
    const sendBeacon = jest.fn((_url: string, _data: Blob) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    expect(beaconAnalytics(call)).toBe(true);
    const [url, data] = sendBeacon.mock.calls[0];
    expect(url).toBe('/api/analytics/ga/collect/fr');
    expect(data.type).toBe('application/json');
    // jsdom's Blob has no text(): read it as a browser's FileReader would.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(data);
    });
    expect(JSON.parse(text)).toEqual(call.body);
  });

  it('says so when the browser has no beacon or will not queue it, so the caller sends it otherwise', () => {
    expect(beaconAnalytics(call)).toBe(false);
    Object.defineProperty(navigator, 'sendBeacon', { value: () => false, configurable: true });
    expect(beaconAnalytics(call)).toBe(false);
  });
});
