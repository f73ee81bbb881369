import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ApiRequestError } from './api-client';
import { useSearchOffers } from './search-offers';
import { useStaticPage } from './get-static-page';
import { useSubscribeNewsletter } from './subscribe-newsletter';

const searchDetails = {
  totalCount: 30,
  checkin: null,
  night: null,
  adult: 2,
  child: 0,
  baby: 0,
  hotelId: null,
  destination: null,
  locationHierarchy: [],
  uri: '/search#city=annecy',
  theme: null,
};

const offersReply = (page: number) => ({
  exactMatches: [],
  resultsCount: 30,
  searchDetails,
  searchCriterias: {
    filters: {
      property: { hotelType: [], hotelEnvironment: [], hotelStyle: [], stars: [], minHotelReviewScore: null, facilities: [], petsAllowed: false },
      offer: { priceMin: null, priceMax: null, tags: [], theme: null, distanceMin: null, distanceMax: null },
      gift: { singleVoucherPriceMin: null, singleVoucherPriceMax: null, giftNights: null, giftFormat: null, giftAdults: null },
    },
    sorting: { orderBy: 'priceQuality' },
    pagination: { page, limit: 24 },
    flow: 'booking',
    performGiftableSearch: false,
  },
  fallbackKey: null,
});

/** The few members of a fetch reply the client reads (jsdom has no `Response`). */
function reply(status: number, body: unknown) {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as unknown as Response;
}

const realFetch = global.fetch;
let fetchMock: jest.Mock<Promise<Response>, [string, RequestInit]>;

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

let queryClient: QueryClient;

beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  queryClient.clear();
  global.fetch = realFetch;
});

describe('query hooks', () => {
  it('go from loading to the parsed reply', async () => {
    fetchMock.mockImplementation(async () => reply(200, offersReply(0)));
    const { result } = renderHook(() => useSearchOffers({ locale: 'fr_FR', searchCriterias: { city: 'annecy' } }), { wrapper });
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.searchCriterias.pagination).toEqual({ page: 0, limit: 24 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keep the previous results page on screen while the next one loads', async () => {
    let release: () => void = () => undefined;
    fetchMock.mockImplementationOnce(async () => reply(200, offersReply(0)));
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (release = () => resolve(reply(200, offersReply(1))))));
    const { result, rerender } = renderHook(({ page }) => useSearchOffers({ locale: 'fr_FR', pagination: { page } }), { wrapper, initialProps: { page: 0 } });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    rerender({ page: 1 });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(result.current.isPlaceholderData).toBe(true);
    expect(result.current.data?.searchCriterias.pagination.page).toBe(0);
    act(() => release());
    await waitFor(() => expect(result.current.data?.searchCriterias.pagination.page).toBe(1));
  });

  it('end in an ApiRequestError carrying the API reason when the call is refused', async () => {
    fetchMock.mockImplementation(async () => reply(404, { code: 'NOT_FOUND', message: 'No page "ancienne-page".' }));
    const { result } = renderHook(() => useStaticPage({ pageId: 'ancienne-page' }, { locale: 'fr_FR' }), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(ApiRequestError);
    expect(result.current.error).toMatchObject({ status: 404, message: 'No page "ancienne-page".' });
  });

  it('do not call the API while disabled', async () => {
    const { result } = renderHook(() => useStaticPage({ pageId: 'cgv' }, { locale: 'fr_FR' }, { enabled: false }), { wrapper });
    expect(result.current.fetchStatus).toBe('idle');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('mutation hooks (writes)', () => {
  const signup = { email: 'claire.martin@example.fr', country: 'fr', language: 'fr', source: 'auto_home' } as const;

  it('send nothing until called, then POST the body and report success', async () => {
    fetchMock.mockImplementation(async () => reply(201, { ok: true }));
    const { result } = renderHook(() => useSubscribeNewsletter(), { wrapper });
    expect(fetchMock).not.toHaveBeenCalled();
    act(() => result.current.mutate(signup));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/marketing/newsletter');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual(signup);
  });

  it('report the API reason when a write is refused', async () => {
    fetchMock.mockImplementation(async () => reply(400, { code: 'BAD_REQUEST', message: 'body.email: must be a valid email address' }));
    const onError = jest.fn();
    const { result } = renderHook(() => useSubscribeNewsletter({ onError }), { wrapper });
    act(() => result.current.mutate({ ...signup, email: 'claire.martin@' }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(ApiRequestError);
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
