import type { FederationConfig } from '../../tools/webpack/federated-app';

const config = {
  name: 'account',
  exposes: {
    './Routes': './src/app/routes.tsx',
    './WishlistDrawer': './src/features/wishlist/wishlist-drawer.tsx',
  },
} satisfies FederationConfig;

export default config;
