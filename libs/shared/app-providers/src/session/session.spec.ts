import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { QueryClientProvider } from '@escapade/query';
import { createQueryClient } from '../lib/query-client';
import { signedInAccount, useSession } from './index';

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

function renderSession(reply: unknown, options: { enabled?: boolean } = {}, status = 200) {
  const fetchMock = jest.fn(async () => ({ ok: status === 200, status, json: async () => reply }) as unknown as Response);
  global.fetch = fetchMock as unknown as typeof fetch;
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
  return { fetchMock, ...renderHook(() => useSession(options), { wrapper }) };
}

describe('the customer session (product-side.md, account menu; the cookie is HttpOnly)', () => {
  it('is unknown until the API answered, then the signed-in customer, also for code outside React', async () => {
    const account = { id: 'a1', name: 'Alice', email: 'alice@example.com', emailVerified: false };
    const { result, fetchMock } = renderSession({ account });
    expect(result.current).toEqual({ status: 'unknown', account: null });
    await waitFor(() => expect(result.current).toEqual({ status: 'signed-in', account }));
    expect(fetchMock).toHaveBeenCalledWith('/api/account/session', expect.objectContaining({ method: 'GET' }));
    expect(signedInAccount()).toEqual(account);
  });

  it('is a visitor when the API says so', async () => {
    const { result } = renderSession({ account: null });
    await waitFor(() => expect(result.current.status).toBe('visitor'));
    expect(signedInAccount()).toBeNull();
  });

  it('counts a failed call as a visitor', async () => {
    const { result } = renderSession(null, {}, 500);
    await waitFor(() => expect(result.current.status).toBe('visitor'));
  });

  it('asks nothing when disabled (the customer-account toggle is off)', () => {
    const { result, fetchMock } = renderSession({ account: null }, { enabled: false });
    expect(result.current.status).toBe('unknown');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
