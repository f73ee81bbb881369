/**
 * Federation settings every app uses, in development and production builds alike:
 * - `shareStrategy: 'loaded-first'` reuses the copy of a shared module already on the page, so a
 *   page downloads one react-dom;
 * - the optimisation experiments drop the snapshot plugin and target the web only, which took
 *   ~3 KB gzip off each remoteEntry (remotes are registered by their remoteEntry.js URL);
 * - no generated type declarations: Nx already types the workspace.
 */
export const federationOverrides = {
  dts: false,
  shareStrategy: 'loaded-first' as const,
  experiments: { optimization: { disableSnapshot: true, target: 'web' as const } },
};

/**
 * Remotes load their chunks relative to their own `remoteEntry.js`, wherever a deployment puts
 * the folder (`/remotes/search/` behind the shell, `/` on the remote's own page).
 */
export function remoteOutput<T extends { output?: { publicPath?: unknown } }>(config: T): T {
  config.output = { ...config.output, publicPath: 'auto' };
  return config;
}
