/** @jest-config-loader-options {"transpileOnly": true, "compilerOptions": {"ignoreDeprecations": "6.0"}} */
module.exports = {
  displayName: 'catalog-api',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  moduleNameMapper: {
    // geojson-vt ships ES modules only; its own UMD build is the same code for Jest's CommonJS.
    '^geojson-vt$': '<rootDir>/../../node_modules/geojson-vt/geojson-vt.js',
    // The build bundles the design tokens' stylesheet as text (esbuild's text loader).
    '^@escapade/ui/tokens\\.css$': '<rootDir>/../../tools/jest/design-tokens-text.cjs',
  },
  moduleFileExtensions: ['ts', 'js', 'html'],
  coverageDirectory: '../../coverage/apps/catalog-api',
};
