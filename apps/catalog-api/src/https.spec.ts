import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { connect, constants, type IncomingHttpHeaders } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { generate } from 'selfsigned';
import { buildApp } from './app';

interface Answer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
  readonly protocol: string;
}

/** One GET over HTTP/2, trusting `ca`. */
function getOverHttp2(origin: string, path: string, ca: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((done, fail) => {
    const session = connect(origin, { ca });
    session.on('error', fail);
    const stream = session.request({ [constants.HTTP2_HEADER_PATH]: path, ...headers });
    const chunks: Buffer[] = [];
    let answer: IncomingHttpHeaders = {};
    stream.on('response', (received) => (answer = received));
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('error', fail);
    stream.on('end', () => {
      session.close();
      done({ status: Number(answer[constants.HTTP2_HEADER_STATUS]), headers: answer, body: Buffer.concat(chunks), protocol: 'h2' });
    });
    stream.end();
  });
}

/** One GET over HTTPS with HTTP/1.1, as a client without HTTP/2 makes it. */
function getOverHttp1(origin: string, path: string, ca: string): Promise<Answer> {
  return new Promise((done, fail) => {
    const call = httpsRequest(new URL(path, origin), { ca }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks), protocol: `http/${response.httpVersion}` }));
    });
    call.on('error', fail);
    call.end();
  });
}

describe('the server over HTTPS', () => {
  let webRoot: string;
  let app: FastifyInstance;
  let origin: string;
  let ca: string;

  beforeAll(async () => {
    const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
      keyType: 'ec',
      algorithm: 'sha256',
      extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }] }],
    });
    ca = pems.cert;
    webRoot = mkdtempSync(join(tmpdir(), 'escapade-web-'));
    mkdirSync(join(webRoot, 'shell'));
    // Long enough to be compressed on the way out.
    writeFileSync(join(webRoot, 'shell', 'index.html'), `<!doctype html><title>Escapade</title><p>${'Week-ends en France. '.repeat(100)}</p>`);
    app = await buildApp({ webRoot, apiReference: false, tls: { cert: pems.cert, key: pems.private } });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('the server has no port');
    origin = `https://localhost:${address.port}`;
  });

  afterAll(async () => {
    await app.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('answers browsers over HTTP/2', async () => {
    const health = await getOverHttp2(origin, '/api/health', ca);
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body.toString('utf8'))).toEqual({ status: 'ok' });
    expect(health.headers['x-content-type-options']).toBe('nosniff');
    // Connection-specific headers are refused by HTTP/2 clients.
    expect(health.headers['connection']).toBeUndefined();
  });

  it('sends a page compressed over HTTP/2, with the host name read from the request', async () => {
    const page = await getOverHttp2(origin, '/search?flow=booking', ca, { 'accept-encoding': 'br' });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.body).toString('utf8')).toContain('<title>Escapade</title>');
  });

  it('still answers clients that only speak HTTP/1.1', async () => {
    const health = await getOverHttp1(origin, '/api/health', ca);
    expect(health.protocol).toBe('http/1.1');
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body.toString('utf8'))).toEqual({ status: 'ok' });
  });
});
