import type { FederationConfig } from '../../tools/webpack/federated-app';

const config = {
  name: 'checkout',
  exposes: {
    './Routes': './src/app/routes.tsx',
  },
} satisfies FederationConfig;

export default config;
