import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every CSS module under `directory`, at any depth. */
export function moduleStylesheets(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return moduleStylesheets(path);
    return entry.name.endsWith('.module.css') ? [path] : [];
  });
}

/**
 * The cascade layer a stylesheet's rules sit in when the whole sheet (comments aside) is one
 * `@layer name { … }` block; undefined when it is not, or when any rule sits outside the block.
 */
export function cascadeLayerOf(css: string): string | undefined {
  const code = css.replace(/\/\*[\s\S]*?\*\//g, '').trim();
  const opening = /^@layer\s+([\w-]+)\s*\{/.exec(code);
  if (!opening) return undefined;
  // The block that opens the sheet must be the one that closes it.
  let depth = 0;
  for (let index = opening[0].length - 1; index < code.length; index += 1) {
    if (code[index] === '{') depth += 1;
    else if (code[index] === '}') depth -= 1;
    if (depth === 0) return index === code.length - 1 ? opening[1] : undefined;
  }
  return undefined;
}
