/** @jest-config-loader-options {"transpileOnly": true, "compilerOptions": {"ignoreDeprecations": "6.0"}} */
module.exports = {
  displayName: 'ui-travel',
  preset: '../../../jest.preset.js',
  // react-intl and its formatjs helpers ship ES modules only, so Jest has to compile them too.
  transformIgnorePatterns: ['/node_modules/(?!(react-intl|@formatjs|intl-messageformat)/)'],
  moduleNameMapper: { '\\.css$': 'identity-obj-proxy' },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs', 'cjs', 'json'],
  setupFilesAfterEnv: ['<rootDir>/src/test-setup.ts'],
  coverageDirectory: '../../../coverage/libs/shared/ui-travel',
};
