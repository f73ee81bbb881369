#!/usr/bin/env node
// Type-checks one project in a single TypeScript program: its sources, specs and stories together.
// A project has a tsconfig for its sources and one for its specs (and one for its stories); checked one
// by one, each program parses and checks the sources and every library they import again. Here the
// project's configs are merged into one, written under dist/typecheck (inside the workspace, so type
// packages resolve from node_modules as for the project's own configs): the specs' options, the union of
// the files each config includes and of the type packages each names.
//
// Usage: node tools/nx/typecheck-project.mjs <project root> <tsconfig file>...
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(import.meta.dirname, '../..');
const [projectRoot, ...configs] = process.argv.slice(2);
if (!projectRoot || configs.length === 0) {
  console.error('usage: typecheck-project.mjs <project root> <tsconfig file>...');
  process.exit(2);
}

/** A tsconfig file as written (comments and trailing commas allowed, as TypeScript reads them). */
function readConfig(file) {
  const { config, error } = ts.readConfigFile(file, (path) => readFileSync(path, 'utf8'));
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return config;
}

const tsc = (config) => spawnSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', config], { cwd: root, stdio: 'inherit' }).status ?? 1;

const projectDir = join(root, projectRoot);
if (configs.length === 1) process.exit(tsc(join(projectDir, configs[0])));

const read = configs.map((file) => ({ file, config: readConfig(join(projectDir, file)) }));
// The specs' options: they see the test runner's globals, which the sources and stories never declare.
const base = read.find(({ file }) => file === 'tsconfig.spec.json') ?? read[0];
const outDir = join(root, 'dist/typecheck', projectRoot);
const fromOut = (path) => relative(outDir, join(projectDir, path)).split('\\').join('/');
const types = [...new Set(read.flatMap(({ config }) => config.compilerOptions?.types ?? []))];
const merged = {
  extends: fromOut(base.file),
  compilerOptions: {
    types,
    ...(read.some(({ config }) => config.compilerOptions?.resolveJsonModule) ? { resolveJsonModule: true } : {}),
  },
  include: [...new Set(read.flatMap(({ config }) => config.include ?? []))].map(fromOut),
  exclude: [],
};
mkdirSync(outDir, { recursive: true });
const mergedFile = join(outDir, 'tsconfig.json');
writeFileSync(mergedFile, `${JSON.stringify(merged, null, 2)}\n`);
console.log(`${projectRoot}: ${configs.join(', ')} in one program (${relative(root, mergedFile)})`);
process.exit(tsc(mergedFile));
