const nxPreset = require('@nx/jest/preset').default;

// react-intl 12 and its formatjs dependencies ship ES modules only; let babel-jest compile them.
const esmOnlyPackages = ['react-intl', '@formatjs', 'intl-messageformat'];

module.exports = {
  ...nxPreset,
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnlyPackages.join('|')})/)`],
};
