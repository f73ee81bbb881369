import nx from '@nx/eslint-plugin';
import baseConfig from '../../eslint.config.mjs';

export default [
  ...nx.configs['flat/react'],
  ...baseConfig,
  {
    // The mount helper is the one place that talks to the federation runtime and names remotes.
    files: ['src/app/remotes/**/*.ts', 'src/app/remotes/**/*.tsx'],
    rules: {
      'no-restricted-imports': 'off',
      'no-restricted-syntax': 'off',
    },
  },
];
