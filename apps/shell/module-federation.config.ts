import type { FederationConfig } from '../../tools/webpack/federated-app';

/**
 * The shell declares no remotes at build time: it reads `module-federation.manifest.json` at
 * start and registers them then, so a remote can be redeployed without rebuilding the shell.
 */
const config = {
  name: 'shell',
} satisfies FederationConfig;

export default config;
