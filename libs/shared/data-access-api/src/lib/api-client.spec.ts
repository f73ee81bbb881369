/**
 * @jest-environment node
 */
import * as v from 'valibot';
import { ApiRequestError, apiRequest } from './api-client';

function replyWith(status: number, body: unknown) {
  return jest.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

const ItemSchema = v.object({ id: v.number() });

describe('apiRequest', () => {
  it('sends the query string and JSON body under /api and parses the reply', async () => {
    const fetchImpl = replyWith(200, { id: 7 });
    const result = await apiRequest({ path: '/offers.json', method: 'POST', query: { locale: 'fr_FR', page: 0, skip: undefined }, body: { a: 2 }, reply: ItemSchema, fetchImpl });
    expect(result).toEqual({ id: 7 });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/offers.json?locale=fr_FR&page=0');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":2}');
  });

  it('joins lists with commas as the contract reads them, and leaves out empty lists', async () => {
    const fetchImpl = replyWith(200, { id: 7 });
    await apiRequest({ path: '/activities.json', query: { ids: [12, 40], tags: [], locale: 'fr_FR' }, reply: ItemSchema, fetchImpl });
    const [url] = fetchImpl.mock.calls[0] as unknown as [string];
    expect(url).toBe('/api/activities.json?ids=12%2C40&locale=fr_FR');
  });

  it('throws the API reason on a refused call', async () => {
    const fetchImpl = replyWith(400, { code: 'BAD_REQUEST', message: 'body/term is required', details: [{ field: 'term' }] });
    const error = await apiRequest({ path: '/x', reply: ItemSchema, fetchImpl }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 400, message: 'body/term is required', body: { code: 'BAD_REQUEST' } });
  });

  it('names the status when a refusal is not in the API error shape', async () => {
    const error = await apiRequest({ path: '/x', reply: ItemSchema, fetchImpl: replyWith(502, '<html>') }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 502, body: { code: 'HTTP_502' } });
  });

  it('rejects a reply that breaks the contract', async () => {
    await expect(apiRequest({ path: '/x', reply: ItemSchema, fetchImpl: replyWith(200, { id: 'seven' }) })).rejects.toThrow(v.ValiError);
  });
});
