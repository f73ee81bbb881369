/** @jest-config-loader-options {"transpileOnly": true, "compilerOptions": {"ignoreDeprecations": "6.0"}} */
module.exports = {
  displayName: 'i18n',
  preset: '../../../jest.preset.js',
  transform: {
    '^(?!.*\\.(js|jsx|ts|tsx|css|json)$)': '@nx/react/plugins/jest',
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx'],
  coverageDirectory: '../../../coverage/libs/shared/i18n',
};
