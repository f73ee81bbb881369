import baseConfig from '../eslint.config.mjs';

export default [
  ...baseConfig,
  {
    // Browser tests visit literal URLs on purpose: what a visitor types or shares is the input under test.
    files: ['**/*.ts'],
    rules: { 'escapade/one-home': 'off' },
  },
];
