// Proves the link check bites: in a throw-away repository, a broken link, a link that leaves the
// repository and a missing heading each fail with their file, line and target, while good links
// (files, folders, headings, images, websites) pass.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { anchorsOf, linksOf, slugOf } from './check-links.mjs';

const CHECKER = join(import.meta.dirname, 'check-links.mjs');
const folders = [];
after(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** A git repository in a folder of its own (`<temporary folder>/repo`) holding `files` (path → text), all added to the index. */
function repository(files) {
  const parent = mkdtempSync(join(tmpdir(), 'check-links-'));
  folders.push(parent);
  const root = join(parent, 'repo');
  mkdirSync(root);
  execFileSync('git', ['init', '-q'], { cwd: root });
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  execFileSync('git', ['add', '.'], { cwd: root });
  return root;
}

/** Runs the checker on a folder: exit status and what it printed. */
function check(root) {
  const run = spawnSync(process.execPath, [CHECKER, root], { encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

const GOOD = {
  'README.md': [
    '# Project',
    '',
    'See [the guide](docs/guide.md), [its set-up](docs/guide.md#set-up-in-five-minutes), [the tools](tools/) and [this file](#more-links).',
    '![logo](docs/logo.svg "Logo") and <img src="docs/logo.svg" alt="">; [a website](https://nx.dev) and [mail](mailto:team@example.com).',
    '',
    '## More links',
    '',
    '[A script](tools/run.mjs?plain=1#L2), [with spaces](<docs/a file.md>), [encoded](docs/a%20file.md), [from the root](/docs/guide.md).',
    '',
    '[ref]: docs/guide.md#faq',
    '',
    '```sh',
    'cat [not](a-link.md) ../outside/file',
    '```',
  ].join('\n'),
  'docs/guide.md': '# Guide\n\n## Set-up in five minutes\n\nBack to [the README](../README.md#project), on to `../tools/run.mjs`.\n\nFAQ\n---\n',
  'docs/a file.md': '# A file\n',
  'docs/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'tools/run.mjs': 'console.log(1);\n',
};

describe('check-links', () => {
  it('passes on files, folders, headings, images, reference links and websites', () => {
    const { status, output } = check(repository(GOOD));
    assert.equal(status, 0, output);
    assert.match(output, /relative links in 3 Markdown files/);
  });

  it('fails on a link to a file that does not exist, naming file, line and target', () => {
    const { status, output } = check(repository({ ...GOOD, 'docs/guide.md': '# Guide\n\nSee\n[the plan](plan.md).\n' }));
    assert.equal(status, 1, output);
    assert.match(output, /^docs\/guide\.md:4: plan\.md does not exist$/m);
  });

  it('fails on a link that leaves the repository, even to a file that exists there', () => {
    const root = repository({ ...GOOD, 'README.md': '# Project\n\nThe [design](../design/architecture.md) and [a file](file:///etc/hosts).\n' });
    // Beside the repository, inside the test's own temporary folder.
    mkdirSync(join(root, '../design'));
    writeFileSync(join(root, '../design/architecture.md'), '# Outside\n');
    const { status, output } = check(root);
    assert.equal(status, 1, output);
    assert.match(output, /^README\.md:3: \.\.\/design\/architecture\.md leaves the repository$/m);
    assert.match(output, /^README\.md:3: file:\/\/\/etc\/hosts leaves the repository$/m);
  });

  it('fails on a path in inline code that points outside the repository or at nothing', () => {
    const { status, output } = check(repository({ ...GOOD, 'docs/guide.md': '# Guide\n\nThe rules live in `../../shared/spec/` and `../shared/plan.md`.\n' }));
    assert.equal(status, 1, output);
    assert.match(output, /^docs\/guide\.md:3: \.\.\/\.\.\/shared\/spec\/ is a path outside the repository$/m);
    assert.match(output, /^docs\/guide\.md:3: \.\.\/shared\/plan\.md does not exist$/m);
  });

  it('fails on an anchor that names no heading of the target file', () => {
    const { status, output } = check(repository({ ...GOOD, 'docs/guide.md': '# Guide\n\n## Set-up\n\n[Back](../README.md#projects) and [here](#set-up-in-five-minutes).\n' }));
    assert.equal(status, 1, output);
    assert.match(output, /^docs\/guide\.md:5: \.\.\/README\.md#projects has no heading "#projects"$/m);
    assert.match(output, /^docs\/guide\.md:5: #set-up-in-five-minutes has no heading "#set-up-in-five-minutes"$/m);
  });

  it('fails on a link to a file git ignores, which a clone does not have', () => {
    const root = repository({ ...GOOD, '.gitignore': 'dist\n', 'README.md': '# Project\n\nThe [build](dist/report.md).\n' });
    mkdirSync(join(root, 'dist'));
    writeFileSync(join(root, 'dist/report.md'), '# Report\n');
    const { status, output } = check(root);
    assert.equal(status, 1, output);
    assert.match(output, /^README\.md:3: dist\/report\.md is not a file of the repository \(ignored by git\)$/m);
  });
});

describe('GitHub heading anchors', () => {
  it('lower-cases, drops punctuation, turns each space into a hyphen and numbers repeats', () => {
    const seen = new Map();
    assert.equal(slugOf('Adding an endpoint: the `themes` call', seen), 'adding-an-endpoint-the-themes-call');
    assert.equal(slugOf('Node.js 24 & 26', seen), 'nodejs-24--26');
    assert.equal(slugOf('Étapes de «npm test»', seen), 'étapes-de-npm-test');
    assert.equal(slugOf('snake_case stays', seen), 'snake_case-stays');
    assert.equal(slugOf('Usage', seen), 'usage');
    assert.equal(slugOf('Usage', seen), 'usage-1');
  });

  it('reads ATX and setext headings and HTML anchors, not lines in code blocks', () => {
    const anchors = anchorsOf('# Title #\n\nIntro\n===\n\n```md\n# Not a heading\n```\n\n## [Linked](x.md) *heading*\n\n<a id="custom-anchor"></a>\n');
    assert.deepEqual([...anchors].sort(), ['custom-anchor', 'intro', 'linked-heading', 'title']);
  });

  it('finds links beside inline code, not inside it', () => {
    const links = linksOf('Run `[x](not-a-link.md)` then read [this](docs/a.md) and `../up.md`.');
    assert.deepEqual(links, [
      { line: 1, target: 'docs/a.md' },
      { line: 1, target: '../up.md', inCode: true },
    ]);
  });
});
