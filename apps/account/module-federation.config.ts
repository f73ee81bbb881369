import type { ModuleFederationConfig } from '@nx/module-federation';

const config: ModuleFederationConfig = {
  name: 'account',
  exposes: {
    './Routes': './src/app/routes.tsx',
  },
  // Shared modules stay non-eager so the remote reuses the host's React instead of bundling its own.
  shared: (_name, shared) => ({ ...shared, eager: false }),
};

export default config;
