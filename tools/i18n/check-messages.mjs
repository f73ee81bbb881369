#!/usr/bin/env node
// Message catalogs check: every project with a `src/messages/` folder has en, fr, es, it and nl
// catalogs with the same ids; the English catalog is exactly what the code declares (ids and
// default messages extracted with formatjs), and no translation is empty.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const LANGUAGES = ['en', 'fr', 'es', 'it', 'nl'];
const formatjs = join(root, 'node_modules/.bin/formatjs');
const problems = [];

function sourceFiles(folder) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.(spec|test|stories)\.tsx?$/.test(name) ? [path] : [];
  });
}

function projectsWithCatalogs() {
  return ['apps', 'libs/shared'].flatMap((parent) =>
    readdirSync(join(root, parent))
      .map((name) => join(root, parent, name))
      .filter((project) => existsSync(join(project, 'src/messages'))),
  );
}

let checked = 0;
for (const project of projectsWithCatalogs()) {
  const name = relative(root, project);
  const catalogs = {};
  for (const language of LANGUAGES) {
    const file = join(project, 'src/messages', `${language}.json`);
    if (!existsSync(file)) {
      problems.push(`${name}: missing catalog ${language}.json`);
      continue;
    }
    catalogs[language] = JSON.parse(readFileSync(file, 'utf8'));
  }
  const files = sourceFiles(join(project, 'src'));
  const extracted = files.length === 0 ? {} : JSON.parse(execFileSync(formatjs, ['extract', ...files, '--format', 'simple'], { encoding: 'utf8' }));
  const english = catalogs.en ?? {};
  for (const [id, text] of Object.entries(extracted)) {
    if (!(id in english)) problems.push(`${name}: ${id} is used in the code but missing from en.json`);
    else if (english[id] !== text) problems.push(`${name}: en.json differs from the code's default for ${id}`);
  }
  for (const id of Object.keys(english)) {
    if (!(id in extracted)) problems.push(`${name}: ${id} is in en.json but no longer used in the code`);
  }
  for (const language of LANGUAGES.slice(1)) {
    const catalog = catalogs[language] ?? {};
    for (const id of Object.keys(english)) {
      if (!(id in catalog)) problems.push(`${name}: ${id} is missing in ${language}.json`);
      else if (!String(catalog[id]).trim()) problems.push(`${name}: ${id} is empty in ${language}.json`);
    }
    for (const id of Object.keys(catalog)) if (!(id in english)) problems.push(`${name}: ${id} in ${language}.json is not in en.json`);
  }
  checked += Object.keys(english).length;
  console.log(`${name}: ${Object.keys(english).length} messages in ${LANGUAGES.length} languages`);
}

if (problems.length > 0) {
  console.error(`\nMessage catalogs are out of step:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`Message catalogs: ${checked} messages, none missing.`);
