import type { AccountSessionReply } from '@escapade/api-contract';

/** One reply of the fake API: a status and the JSON body. */
export interface FakeReply {
  readonly status: number;
  readonly body: unknown;
}

/**
 * A stand-in for the account calls of the API in unit tests: the session the server holds, what
 * sign-in and sign-up answer next, and the calls made. Installed as `fetch`; `restore` puts the real one back.
 */
export function fakeAccountApi(initial: AccountSessionReply['account'] = null) {
  const state = { account: initial, next: [] as FakeReply[] };
  const calls: { method: string; url: string; body: unknown }[] = [];
  const realFetch = globalThis.fetch;
  const reply = ({ status, body }: FakeReply) => ({ ok: status < 400, status, json: async () => body }) as unknown as Response;
  globalThis.fetch = (async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    if (url === '/api/account/session' && method === 'GET') return reply({ status: 200, body: { account: state.account } });
    if (url === '/api/account/session' && method === 'DELETE') {
      state.account = null;
      return reply({ status: 200, body: { ok: true } });
    }
    const next = state.next.shift();
    if (next === undefined) throw new Error(`No reply planned for ${method} ${url}`);
    if (next.status < 400) state.account = (next.body as AccountSessionReply).account;
    return reply(next);
  }) as typeof fetch;
  return {
    calls,
    /** The reply of the next sign-in or sign-up call. */
    answerNext(next: FakeReply) {
      state.next.push(next);
    },
    restore() {
      globalThis.fetch = realFetch;
    },
  };
}
