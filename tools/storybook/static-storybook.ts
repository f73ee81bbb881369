import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';

/** The static Storybook build (`dist/storybook`), served on a free local port, and its list of stories. */
const STORYBOOK_DIR = resolve(__dirname, '../../dist/storybook');

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** One entry of the Storybook build's `index.json`. */
export interface StoryEntry {
  type: 'story';
  id: string;
  name: string;
  title: string;
  importPath: string;
  tags?: string[];
}

/** Every story of the build (`index.json`), in the build's order; docs entries left out. There is at least one, or it throws. */
export function storybookStories(): [StoryEntry, ...StoryEntry[]] {
  const index = join(STORYBOOK_DIR, 'index.json');
  if (!existsSync(index)) throw new Error('No Storybook build in dist/storybook: run the Storybook build first.');
  const entries: Record<string, { type: string }> = JSON.parse(readFileSync(index, 'utf8')).entries;
  const stories = Object.values(entries).filter((entry): entry is StoryEntry => entry.type === 'story');
  const [first, ...others] = stories;
  if (!first) throw new Error('The Storybook build has no story: the stories glob in .storybook/main.ts found nothing.');
  return [first, ...others];
}

/** Serves the build on a free port of localhost; unknown paths are a 404. */
export async function serveStorybook(): Promise<{ url: string; close: () => Promise<void> }> {
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
  await new Promise<void>((done) => server.listen(0, 'localhost', done));
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
