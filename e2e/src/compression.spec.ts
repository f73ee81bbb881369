import { expect, test, type Response } from '@playwright/test';

/** Replies the API sends as they are: compressing them would cost more than it saves. */
const API_COMPRESSION_THRESHOLD_BYTES = 1024;

const TEXT_TYPE = /javascript|css|html|json/;

/** Every JS, CSS, HTML and JSON reply of a visit, with how it travelled. */
async function textResponsesOf(responses: Response[]) {
  const text = [];
  for (const response of responses) {
    const type = response.headers()['content-type'] ?? '';
    if (!TEXT_TYPE.test(type) || response.status() !== 200) continue;
    const url = new URL(response.url());
    text.push({ path: url.pathname + url.search, encoding: response.headers()['content-encoding'], vary: response.headers()['vary'], bytes: (await response.body()).length });
  }
  return text;
}

/** What a first visit downloads, as Lighthouse measures it: every text file over the wire compressed. */
test.describe('compressed first visit', () => {
  for (const path of ['/', '/search?flow=booking']) {
    test(`every JS, CSS, HTML and JSON reply of ${path} is compressed with brotli`, async ({ page }) => {
      const responses: Response[] = [];
      page.on('response', (response) => responses.push(response));
      await page.goto(path);
      await page.waitForLoadState('networkidle');

      const text = await textResponsesOf(responses);
      expect(text.map((reply) => reply.path)).toEqual(expect.arrayContaining([path]));
      expect(text.some((reply) => reply.path.endsWith('.js'))).toBe(true);
      const expected = text.filter((reply) => !(reply.path.startsWith('/api/') && reply.bytes < API_COMPRESSION_THRESHOLD_BYTES));
      expect(expected.filter((reply) => reply.encoding !== 'br' || !/accept-encoding/i.test(reply.vary ?? ''))).toEqual([]);
    });
  }
});
