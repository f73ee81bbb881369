/** @jest-config-loader-options {"transpileOnly": true, "compilerOptions": {"ignoreDeprecations": "6.0"}} */
module.exports = {
  displayName: 'account',
  preset: '../../jest.preset.js',
  transform: {
    '^(?!.*\\.(js|jsx|ts|tsx|css|json)$)': '@nx/react/plugins/jest',
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx'],
  coverageDirectory: '../../coverage/apps/account',
};
