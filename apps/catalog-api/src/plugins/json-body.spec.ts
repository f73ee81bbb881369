import Fastify, { type FastifyInstance } from 'fastify';
import errorHandler from './error-handler';
import jsonBody, { prototypeKeyPath } from './json-body';

describe('JSON bodies', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    await app.register(errorHandler);
    await app.register(jsonBody);
    app.post('/echo', async (request) => ({ received: request.body }));
  });

  afterAll(() => app.close());

  const post = (payload: string) => app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/json; charset=utf-8' }, payload });

  it('reads valid JSON as before', async () => {
    const reply = await post('{"locale":"fr_FR","items":[1,{"a":null}]}');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ received: { locale: 'fr_FR', items: [1, { a: null }] } });
  });

  it('names a __proto__ key, which is valid JSON, instead of calling the body invalid', async () => {
    const reply = await post('{"items":[{"ok":1},{"__proto__":{"polluted":true}}]}');
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      code: 'FORBIDDEN_JSON_KEY',
      message: 'body.items[1].__proto__: this key is refused, as it could change the prototype of objects built from the body',
    });
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('names a constructor holding a prototype, and lets a constructor without one through', async () => {
    expect((await post('{"constructor":{"prototype":{"polluted":true}}}')).json()).toMatchObject({
      code: 'FORBIDDEN_JSON_KEY',
      message: expect.stringMatching(/^body\.constructor\.prototype: /),
    });
    expect((await post('{"constructor":"a name"}')).statusCode).toBe(200);
  });

  it('says where text that is not JSON stops being JSON, and that an empty body is empty', async () => {
    const broken = await post('{"locale": fr_FR}');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 'INVALID_JSON', message: expect.stringMatching(/^Body is not valid JSON: \S/) });
    expect((await post('  ')).json()).toMatchObject({ code: 'EMPTY_JSON_BODY' });
  });

  it('walks a body nested deeper than the call stack allows without overflowing', () => {
    const depth = 200_000;
    const nested = JSON.parse(`${'['.repeat(depth)}{"__proto__":1}${']'.repeat(depth)}`);
    expect(prototypeKeyPath(nested)).toMatch(/^body(\[0\]){200000}\.__proto__$/);
    expect(prototypeKeyPath(JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`))).toBeUndefined();
  });
});
