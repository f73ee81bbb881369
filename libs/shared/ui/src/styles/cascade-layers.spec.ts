import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { cascadeLayerOf, moduleStylesheets } from '../testing/cascade-layers';

const components = join(__dirname, '..', 'lib');

/** The layers tokens.css declares, lowest first. */
function declaredOrder(): string[] {
  const statement = /@layer\s+([\w-]+(?:\s*,\s*[\w-]+)*)\s*;/.exec(readFileSync(join(__dirname, 'tokens.css'), 'utf8'));
  return statement ? statement[1].split(/\s*,\s*/) : [];
}

/** Components whose own rules other components of the design system restyle with a className. */
const RESTYLED = ['button/button.module.css', 'icon-button/icon-button.module.css', 'field/field.module.css'];

describe('the design system’s cascade layers', () => {
  it('are declared in tokens.css, lowest first: the reset, the restyled components, the others, then the travel components likewise', () => {
    expect(declaredOrder()).toEqual(['reset', 'ui-base', 'ui', 'travel-base', 'travel']);
  });

  it('hold the reset in the lowest layer, so any component’s rule beats it', () => {
    expect(cascadeLayerOf(readFileSync(join(__dirname, 'reset.css'), 'utf8'))).toBe('reset');
  });

  it('tell a sheet with a rule outside its layer', () => {
    expect(cascadeLayerOf('@layer ui {\n  .root { color: red; }\n}\n')).toBe('ui');
    expect(cascadeLayerOf('@layer ui {\n  .root { color: red; }\n}\n.other { color: blue; }\n')).toBeUndefined();
    expect(cascadeLayerOf('.root { color: red; }\n')).toBeUndefined();
  });

  it.each(moduleStylesheets(components).map((path) => [relative(components, path)]))('hold every rule of %s in its layer', (sheet) => {
    expect(cascadeLayerOf(readFileSync(join(components, sheet), 'utf8'))).toBe(RESTYLED.includes(sheet) ? 'ui-base' : 'ui');
  });
});
