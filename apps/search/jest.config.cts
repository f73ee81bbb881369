/** @jest-config-loader-options {"transpileOnly": true, "compilerOptions": {"ignoreDeprecations": "6.0"}} */
module.exports = {
  displayName: 'search',
  preset: '../../jest.preset.js',
  transform: {
    '^(?!.*\\.(js|jsx|ts|tsx|css|json)$)': '@nx/react/plugins/jest',
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx'],
  coverageDirectory: '../../coverage/apps/search',
  // Page tests render the whole results page and compile its lazy chunks on first use; some wait up to
  // 10 s for a block on a busy machine, so a test may take longer than Jest's default 5 s.
  testTimeout: 20_000,
  setupFilesAfterEnv: ['<rootDir>/src/testing/test-setup.ts'],
};
