/** @jest-config-loader-options {"transpileOnly": true, "compilerOptions": {"ignoreDeprecations": "6.0"}} */
module.exports = {
  displayName: 'util-market',
  preset: '../../../jest.preset.js',
  testEnvironment: 'node',
  // Coverage is held at 100%, measured on TypeScript's CommonJS output: swc's (the preset's) exports
  // are getters, which count as statements a test never runs when it does not import the export.
  // ts-jest only transpiles here (isolatedModules in tsconfig.spec.json); `typecheck` checks types.
  transform: {
    '^.+\\.[tj]s$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.spec.json' }],
  },
  moduleFileExtensions: ['ts', 'js', 'html'],
  coverageDirectory: '../../../coverage/libs/shared/util-market',
  collectCoverage: true,
  collectCoverageFrom: ['src/**/*.ts', '!src/**/*.spec.ts', '!src/index.ts', '!src/clock.ts'],
  coverageThreshold: {
    global: { statements: 100, branches: 100, functions: 100, lines: 100 },
  },
};
