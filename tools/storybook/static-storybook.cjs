// The static Storybook build (`dist/storybook`) served on a free local port, and its list of
// stories: shared by the smoke test and the visual snapshots.
// CommonJS, so both the smoke (ES module) and the Playwright config (TypeScript) import it.
const { createReadStream, existsSync, readFileSync, statSync } = require('node:fs');
const { createServer } = require('node:http');
const { extname, join, normalize, resolve } = require('node:path');

const STORYBOOK_DIR = resolve(__dirname, '../../dist/storybook');

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** Every story of the build (`index.json`), in the build's order; docs entries left out. */
function storybookStories() {
  const index = join(STORYBOOK_DIR, 'index.json');
  if (!existsSync(index)) throw new Error('No Storybook build in dist/storybook: run the Storybook build first.');
  const stories = Object.values(JSON.parse(readFileSync(index, 'utf8')).entries).filter((entry) => entry.type === 'story');
  if (stories.length === 0) throw new Error('The Storybook build has no story: the stories glob in .storybook/main.ts found nothing.');
  return stories;
}

/** Serves the build on a free port of localhost; unknown paths are a 404. */
async function serveStorybook() {
  storybookStories();
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname));
    const file = join(STORYBOOK_DIR, path === '/' ? 'index.html' : path);
    if (!file.startsWith(STORYBOOK_DIR) || !existsSync(file) || statSync(file).isDirectory()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise((done) => server.listen(0, 'localhost', done));
  return {
    url: `http://localhost:${server.address().port}`,
    close: () => new Promise((done) => server.close(done)),
  };
}

module.exports = { STORYBOOK_DIR, storybookStories, serveStorybook };
