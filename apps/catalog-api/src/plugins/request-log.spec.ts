import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import requestLog, { requestLogLevel } from './request-log';

describe('request log', () => {
  it('puts API calls and pages at info, the build’s files at debug, and every 5xx at error', () => {
    expect(requestLogLevel({ url: '/api/offers.json?locale=fr_FR' }, 200)).toBe('info');
    expect(requestLogLevel({ url: '/search?flow=booking' }, 200)).toBe('info');
    expect(requestLogLevel({ url: '/product/42/a-stay' }, 200)).toBe('info');
    expect(requestLogLevel({ url: '/main.3f2a.js' }, 200)).toBe('debug');
    expect(requestLogLevel({ url: '/remotes/search/remoteEntry.js' }, 304)).toBe('debug');
    expect(requestLogLevel({ url: '/assets/logo.svg?v=2' }, 404)).toBe('debug');
    expect(requestLogLevel({ url: '/main.js' }, 500)).toBe('error');
  });

  it('writes one line per request, none of Fastify’s own two', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(
          ...chunk
            .toString('utf8')
            .trim()
            .split('\n')
            .map((line) => JSON.parse(line) as Record<string, unknown>),
        );
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream }, logController: new LogController({ disableRequestLogging: true }) });
    await app.register(requestLog);
    app.get('/api/ping', async () => ({ ok: true }));
    app.get('/main.js', async () => 'code');
    await app.ready();
    await app.inject({ url: '/api/ping' });
    await app.inject({ url: '/main.js' });
    await app.close();
    const requestLines = lines.filter((line) => 'statusCode' in line);
    expect(requestLines).toEqual([expect.objectContaining({ level: 30, method: 'GET', url: '/api/ping', statusCode: 200, msg: 'GET /api/ping 200' })]);
    expect(lines.some((line) => line['msg'] === 'incoming request' || line['msg'] === 'request completed')).toBe(false);
  });
});
