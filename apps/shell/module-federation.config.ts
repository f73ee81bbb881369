import type { ModuleFederationConfig } from '@nx/module-federation';

/**
 * The shell declares no remotes at build time: it reads `module-federation.manifest.json` at
 * start and registers them then, so a remote can be redeployed without rebuilding the shell.
 */
const config: ModuleFederationConfig = {
  name: 'shell',
  remotes: [],
};

export default config;
