import type { FederationConfig } from '../../tools/webpack/federated-app';

const config = {
  name: 'search',
  exposes: {
    './Routes': './src/app/routes.tsx',
    './SearchBox': './src/features/search-box/search-box.tsx',
  },
} satisfies FederationConfig;

export default config;
