const nxPreset = require('@nx/jest/preset').default;

// react-intl 12 and its formatjs dependencies ship ES modules only; let the transform compile them.
const esmOnlyPackages = ['react-intl', '@formatjs', 'intl-messageformat'];

// Jest compiles every TypeScript and JavaScript file with swc, one file at a time and without
// type information: types are the `typecheck` target's job, Jest only runs the code. The options
// follow what the sources are built with: ES2022, the automatic JSX runtime (its development
// form, as babel's React preset uses outside production), CommonJS for Jest's module system.
// swc's own `.swcrc` lookup is off, so these options are the whole configuration.
const swc = (parser) => [
  '@swc/jest',
  {
    swcrc: false,
    sourceMaps: 'inline',
    module: { type: 'commonjs' },
    jsc: {
      target: 'es2022',
      parser,
      transform: { react: { runtime: 'automatic', development: true } },
    },
  },
];

module.exports = {
  ...nxPreset,
  // A project's own `transform` entries (asset stubs) come first; these compile the code.
  transform: {
    '^.+\\.tsx$': swc({ syntax: 'typescript', tsx: true }),
    '^.+\\.[cm]?ts$': swc({ syntax: 'typescript' }),
    '^.+\\.[cm]?jsx?$': swc({ syntax: 'ecmascript', jsx: true }),
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnlyPackages.join('|')})/)`],
  // A test's time limit stops a hang, it measures nothing (speed is the benchmarks' job): Jest's 5 s
  // default failed sound tests on a loaded two-core machine (a basemap cut, a calendar's typing).
  testTimeout: 30_000,
};
