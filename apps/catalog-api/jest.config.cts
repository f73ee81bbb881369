/** @jest-config-loader-options {"transpileOnly": true, "compilerOptions": {"ignoreDeprecations": "6.0"}} */
module.exports = {
  displayName: 'catalog-api',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  // Every core: the API's files are the longest of the unit tests and run on after the others are done
  // (Jest's default keeps one core for itself, which leaves a two-core machine half idle).
  maxWorkers: '100%',
  // The seeded test database is made once per run and copied into each file that asks for it.
  globalSetup: '<rootDir>/jest.global-setup.cjs',
  globalTeardown: '<rootDir>/jest.global-teardown.cjs',
  moduleNameMapper: {
    // geojson-vt ships ES modules only; its own UMD build is the same code for Jest's CommonJS.
    '^geojson-vt$': '<rootDir>/../../node_modules/geojson-vt/geojson-vt.js',
    // The build bundles the design tokens' stylesheet as text (esbuild's text loader).
    '^@escapade/ui/tokens\\.css$': '<rootDir>/../../tools/jest/design-tokens-text.cjs',
  },
  // The account library and what it brings ship ES modules only; let the transform compile them.
  transformIgnorePatterns: [
    '/node_modules/(?!(react-intl|@formatjs|intl-messageformat|better-auth|@better-auth|better-call|@better-fetch|jose|@noble|nanostores|defu|rou3|uncrypto|zod)/)',
  ],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'html'],
  coverageDirectory: '../../coverage/apps/catalog-api',
};
