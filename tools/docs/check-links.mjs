#!/usr/bin/env node
// Link check of the repository's Markdown: every relative link and image of every Markdown file git
// knows (tracked, or new and not ignored) must name a file or folder of the repository, and a
// `#anchor` into a Markdown file must name one of its headings (GitHub's slugs). A link that leaves
// the repository (`../` above its root, `file:`) fails too, as does a path in inline code written
// from the file's folder (`../…`) that leaves it or names nothing: whoever clones the project does
// not have what lies outside it. Links to websites are not fetched.
// Usage: node tools/docs/check-links.mjs [repository folder]; exits 1 and lists file:line and target
// for each problem.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** A scheme (`https:`, `mailto:`): the target is not a file of the repository. */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** The files git knows in `root`: tracked and new ones that are not ignored, as `/`-separated paths still on disk. */
export function repositoryFiles(root) {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return [...new Set(listed.split('\0').filter(Boolean))].filter((file) => existsSync(join(root, file)));
}

/**
 * GitHub's anchor of a heading (as github-slugger writes it): lower case, punctuation dropped,
 * each space a hyphen; `seen` counts earlier slugs, so a repeated heading gets `-1`, `-2`…
 */
export function slugOf(text, seen = new Map()) {
  const base = text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
  const count = seen.get(base) ?? 0;
  seen.set(base, count + 1);
  return count === 0 ? base : `${base}-${count}`;
}

/** A heading's text as GitHub renders it: links read as their text, code, emphasis and HTML tags gone. */
function headingText(source) {
  return source
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[`*~]/g, '')
    .trim();
}

/** The lines of a Markdown text, with those inside fenced code blocks marked. */
function linesOf(markdown) {
  const lines = [];
  let fence = null;
  for (const text of markdown.split(/\r?\n/)) {
    const opening = /^ {0,3}(`{3,}|~{3,})/.exec(text);
    if (fence === null && opening) {
      fence = opening[1];
      lines.push({ text, code: true });
    } else if (fence !== null) {
      if (new RegExp(`^ {0,3}${fence[0]}{${fence.length},}\\s*$`).test(text)) fence = null;
      lines.push({ text, code: true });
    } else lines.push({ text, code: false });
  }
  return lines;
}

/** The anchors a Markdown text offers: its headings' slugs (ATX and setext) and the `id`/`name` of its HTML elements. */
export function anchorsOf(markdown) {
  const seen = new Map();
  const anchors = new Set();
  const lines = linesOf(markdown);
  lines.forEach(({ text, code }, index) => {
    if (code) return;
    const atx = /^ {0,3}#{1,6}(?:\s+(.*?))?(?:\s+#+)?\s*$/.exec(text);
    const next = lines[index + 1];
    const setext = text.trim() !== '' && !/^ {0,3}([-*_>#|]|\d+[.)])/.test(text) && next && !next.code && /^ {0,3}(=+|-+)\s*$/.test(next.text);
    if (atx) anchors.add(slugOf(headingText(atx[1] ?? ''), seen));
    else if (setext) anchors.add(slugOf(headingText(text), seen));
    for (const match of text.matchAll(/<[a-z][^>]*\s(?:id|name)=["']([^"']+)["']/gi)) anchors.add(match[1]);
  });
  return anchors;
}

/** A line without its inline code spans (kept as spaces, so columns stay), and the spans' contents. */
function splitCode(text) {
  const spans = [];
  const prose = text.replace(/(`+)([^`]|[^`].*?[^`])\1(?!`)/g, (whole, _ticks, inside) => {
    spans.push(inside.trim());
    return ' '.repeat(whole.length);
  });
  return { prose, spans };
}

/** Every link target of a Markdown text with its line: inline links and images, reference definitions, HTML `href` and `src`. */
export function linksOf(markdown) {
  const links = [];
  linesOf(markdown).forEach(({ text, code }, index) => {
    if (code) return;
    const line = index + 1;
    const { prose, spans } = splitCode(text);
    for (const match of prose.matchAll(/\]\(\s*(<[^>]*>|[^\s)]+(?:\([^\s)]*\)[^\s)]*)*)/g)) links.push({ line, target: match[1].replace(/^<(.*)>$/, '$1') });
    const definition = /^ {0,3}\[(?!\^)[^\]]+\]:\s*(<[^>]*>|\S+)/.exec(prose);
    if (definition) links.push({ line, target: definition[1].replace(/^<(.*)>$/, '$1') });
    for (const match of prose.matchAll(/<(?:a|img|source)\s[^>]*?(?:href|src)=["']([^"']+)["']/gi)) links.push({ line, target: match[1] });
    for (const span of spans) if (span.startsWith('../')) links.push({ line, target: span.split(/\s/)[0], inCode: true });
  });
  return links;
}

/** A percent-encoded text decoded, or as it is when it is not valid. */
function safeDecode(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Whether a `/`-separated path inside the repository leaves it. */
const outside = (path) => path === '..' || path.startsWith('../');

/** The problems of every Markdown file of the repository at `root`: `{ file, line, target, problem }`. */
export function checkLinks(root) {
  const files = repositoryFiles(root);
  const known = new Set(files);
  const folders = new Set(
    files.flatMap((file) =>
      file
        .split('/')
        .slice(0, -1)
        .map((_, index, parts) => parts.slice(0, index + 1).join('/')),
    ),
  );
  const anchorCache = new Map();
  const anchorsOfFile = (file) => {
    if (!anchorCache.has(file)) anchorCache.set(file, anchorsOf(readFileSync(join(root, file), 'utf8')));
    return anchorCache.get(file);
  };
  const problems = [];
  let checked = 0;
  const markdownFiles = files.filter((file) => file.toLowerCase().endsWith('.md'));
  for (const file of markdownFiles) {
    for (const { line, target, inCode } of linksOf(readFileSync(join(root, file), 'utf8'))) {
      const report = (problem) => problems.push({ file, line, target, problem });
      if (/^file:/i.test(target)) {
        report('leaves the repository');
        continue;
      }
      if (SCHEME.test(target) || target.startsWith('//')) continue;
      checked++;
      const hash = target.indexOf('#');
      const rawPath = (hash === -1 ? target : target.slice(0, hash)).replace(/\?.*$/, '');
      const anchor = hash === -1 ? '' : target.slice(hash + 1);
      let path;
      try {
        path = decodeURIComponent(rawPath);
      } catch {
        report('is not a valid address');
        continue;
      }
      // `/x` is the repository's root on GitHub; any other path is relative to the file.
      const resolved = path === '' ? file : path.startsWith('/') ? posix.normalize(path.slice(1)) : posix.normalize(posix.join(posix.dirname(file), path));
      if (outside(resolved)) {
        report(inCode ? 'is a path outside the repository' : 'leaves the repository');
        continue;
      }
      const targetPath = resolved.replace(/\/$/, '') || '.';
      const isFolder = targetPath === '.' || folders.has(targetPath);
      if (!known.has(targetPath) && !isFolder) {
        report(existsSync(join(root, targetPath)) ? 'is not a file of the repository (ignored by git)' : 'does not exist');
        continue;
      }
      if (inCode) continue;
      if (anchor !== '' && !isFolder && targetPath.toLowerCase().endsWith('.md') && !anchorsOfFile(targetPath).has(safeDecode(anchor))) {
        report(`has no heading "#${anchor}"`);
      }
    }
  }
  return { files: markdownFiles.length, checked, problems };
}

function main() {
  const argument = process.argv[2];
  const start = resolve(argument ?? import.meta.dirname);
  const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { cwd: statSync(start).isDirectory() ? start : dirname(start), encoding: 'utf8' }).trim();
  const { files, checked, problems } = checkLinks(root);
  for (const { file, line, target, problem } of problems) console.error(`${file}:${line}: ${target} ${problem}`);
  if (problems.length > 0) {
    console.error(`\n${problems.length} broken link${problems.length === 1 ? '' : 's'} in ${new Set(problems.map((problem) => problem.file)).size} of ${files} Markdown files`);
    process.exit(1);
  }
  console.log(`${checked} relative links in ${files} Markdown files: all inside the repository and found`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main();
