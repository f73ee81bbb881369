import tokensCss from '@escapade/ui/tokens.css';

/** A design token's name, as the design system writes it (`--color-brand-50`). */
export type TokenName = `--${string}`;

/**
 * The custom properties of a stylesheet's `:root`, with `var(--other)` references resolved, so
 * the API draws the map in the colours the design system declares instead of declaring them again.
 */
export function parseTokens(css: string): ReadonlyMap<TokenName, string> {
  const root = css.match(/:root\s*\{([\s\S]*?)\n\}/)?.[1] ?? '';
  const raw = new Map<TokenName, string>();
  for (const [, name, value] of root.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) raw.set(name as TokenName, value.trim());
  const resolved = new Map<TokenName, string>();
  const resolve = (name: TokenName, depth: number): string | undefined => {
    const value = raw.get(name);
    if (value === undefined || depth > 8) return undefined;
    const reference = value.match(/^var\((--[\w-]+)\)$/)?.[1] as TokenName | undefined;
    return reference ? resolve(reference, depth + 1) : value;
  };
  for (const name of raw.keys()) {
    const value = resolve(name, 0);
    if (value !== undefined) resolved.set(name, value);
  }
  return resolved;
}

let designTokens: ReadonlyMap<TokenName, string> | undefined;

/** The design system's tokens (`libs/shared/ui` tokens.css), read once. */
export function tokenValue(name: TokenName): string {
  designTokens ??= parseTokens(tokensCss);
  const value = designTokens.get(name);
  if (value === undefined) throw new Error(`The design system has no token ${name}`);
  return value;
}
