#!/usr/bin/env node
// Message catalogs check: every project with a `src/messages/` folder has en, fr, es, it and nl
// catalogs with the same ids; the English catalog is exactly what the code declares (ids and
// default messages extracted with formatjs), and no translation is empty. A feature may keep the
// texts only its screens show in its own `messages/` folder (loaded with them, not with the app's
// catalog): a project's catalogs are all its `messages/` folders together, each id in one of them.
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

/** The catalog folders of a project: its `src/messages/`, then any feature's `messages/` holding a catalog. */
function catalogFolders(project) {
  const own = join(project, 'src/messages');
  const features = (folder) =>
    readdirSync(folder).flatMap((name) => {
      const path = join(folder, name);
      if (!statSync(path).isDirectory()) return [];
      const catalog = name === 'messages' && path !== own && LANGUAGES.some((language) => existsSync(join(path, `${language}.json`)));
      return catalog ? [path, ...features(path)] : features(path);
    });
  return [own, ...features(join(project, 'src'))];
}

let checked = 0;
for (const project of projectsWithCatalogs()) {
  const name = relative(root, project);
  const catalogs = {};
  for (const folder of catalogFolders(project)) {
    for (const language of LANGUAGES) {
      const file = join(folder, `${language}.json`);
      if (!existsSync(file)) {
        problems.push(`${relative(root, folder)}: missing catalog ${language}.json`);
        continue;
      }
      const part = JSON.parse(readFileSync(file, 'utf8'));
      catalogs[language] ??= {};
      for (const id of Object.keys(part)) if (id in catalogs[language]) problems.push(`${name}: ${id} is in more than one ${language}.json`);
      Object.assign(catalogs[language], part);
    }
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
