import { OVERRIDE_STORAGE_KEY, requestedOverrides } from './remote-overrides';

const PREVIEW = 'http://localhost:4301/remoteEntry.js';

const visit = (address: string) => window.history.replaceState({ key: 'router-state' }, '', address);
const address = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

describe('what a page asks for (read on every visit)', () => {
  beforeEach(() => window.sessionStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('takes `remote=name@address` from the query and removes it from the address, keeping path, other parameters, hash and history state', () => {
    visit(`/search?flow=booking&remote=search@${PREVIEW}&page=2#city=paris`);
    expect(requestedOverrides()).toEqual({ params: [`search@${PREVIEW}`], stored: null });
    expect(address()).toBe('/search?flow=booking&page=2#city=paris');
    expect(window.history.state).toEqual({ key: 'router-state' });
  });

  it('keeps the other parameters as they were written, reads an encoded value, and leaves no `?` when the override was the only parameter', () => {
    visit(`/search?q=caf%C3%A9%20de%20Paris&remote=${encodeURIComponent(`search@${PREVIEW}`)}#city=paris`);
    expect(requestedOverrides()?.params).toEqual([`search@${PREVIEW}`]);
    expect(address()).toBe('/search?q=caf%C3%A9%20de%20Paris#city=paris');
    visit(`/product/12?remote=product@http://127.0.0.1:4302/remoteEntry.js&remote=search@${PREVIEW}`);
    expect(requestedOverrides()?.params).toEqual(['product@http://127.0.0.1:4302/remoteEntry.js', `search@${PREVIEW}`]);
    expect(address()).toBe('/product/12');
  });

  it('hands over what the tab kept from earlier pages', () => {
    window.sessionStorage.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify({ search: PREVIEW }));
    visit('/hotel/4');
    expect(requestedOverrides()).toEqual({ params: [], stored: JSON.stringify({ search: PREVIEW }) });
  });

  it('asks for nothing, and leaves the address alone, on a visit without overrides', () => {
    visit('/search?flow=booking#city=paris');
    const replaceState = jest.spyOn(window.history, 'replaceState');
    expect(requestedOverrides()).toBeNull();
    expect(replaceState).not.toHaveBeenCalled();
  });

  it('reads the parameter in a tab without storage', () => {
    const page = {
      location: window.location,
      history: window.history,
      get sessionStorage(): Storage {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    };
    visit(`/?remote=search@${PREVIEW}`);
    expect(requestedOverrides(page)).toEqual({ params: [`search@${PREVIEW}`], stored: null });
  });
});
