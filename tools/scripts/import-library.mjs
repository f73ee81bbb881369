// Lets workspace scripts (benchmarks, checks) use a shared TypeScript library as it is, so they
// import facts such as the market list from their one home instead of repeating them.
import { resolve } from 'node:path';
import { build } from 'esbuild';

const root = resolve(import.meta.dirname, '../..');

/** Bundles a library's entry file (with its dependencies) in memory and imports the result. */
export async function importLibrary(entry) {
  const result = await build({ entryPoints: [resolve(root, entry)], bundle: true, write: false, format: 'esm', platform: 'node', logLevel: 'error' });
  return import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString('base64')}`);
}
