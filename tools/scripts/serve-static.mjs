#!/usr/bin/env node
// Serves one built folder with an index.html fallback: how a team previews the remote it deploys
// alone (`node tools/scripts/serve-static.mjs dist/apps/search 4301`).
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.ico': 'image/x-icon',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.txt': 'text/plain',
};

const root = resolve(process.argv[2] ?? '.');
const port = Number(process.argv[3] ?? 4301);

createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname)).replace(/^(\.\.[/\\])+/, '');
  let file = join(root, path);
  if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory()) file = join(root, 'index.html');
  // A remote's files are loaded by pages of other origins (the composed site): its runtime fetches
  // styles, so they are shared with any origin, as a CDN serving remotes would.
  response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache', 'access-control-allow-origin': '*' });
  createReadStream(file).pipe(response);
}).listen(port, 'localhost', () => console.log(`Serving ${root} at http://localhost:${port}/`));
