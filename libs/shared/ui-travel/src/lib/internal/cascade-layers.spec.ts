import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { cascadeLayerOf, moduleStylesheets } from '@escapade/ui/testing';

const components = join(__dirname, '..');

/** Travel components that other travel components restyle with a className (the cards place the wishlist heart). */
const RESTYLED = ['wishlist-toggle/wishlist-toggle.module.css'];

// The design system's tokens.css declares the order: `travel-base` then `travel`, above every layer of `ui`.
describe('the travel components’ cascade layers', () => {
  it.each(moduleStylesheets(components).map((path) => [relative(components, path)]))('hold every rule of %s in its layer', (sheet) => {
    expect(cascadeLayerOf(readFileSync(join(components, sheet), 'utf8'))).toBe(RESTYLED.includes(sheet) ? 'travel-base' : 'travel');
  });
});
