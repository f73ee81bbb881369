import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';

/**
 * A GET of `url` over HTTP or HTTPS, trusting `ca` (a PEM certificate: a benchmark's own
 * self-signed one) when given: its status and its body as text.
 */
export function getText(url, { ca } = {}) {
  const get = url.startsWith('https:') ? httpsGet : httpGet;
  return new Promise((done, fail) => {
    get(url, { ca }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => done({ status: response.statusCode ?? 0, text }));
    }).on('error', fail);
  });
}

/** Resolves once `url` answers 200 (a server starting, the first time with its database seeded), for up to 3 minutes. */
export async function waitFor(url, options = {}) {
  for (let attempt = 0; attempt < 360; attempt++) {
    try {
      if ((await getText(url, options)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`${url} did not answer within 3 minutes`);
}
