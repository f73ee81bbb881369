import CompressionPlugin from 'compression-webpack-plugin';
import { constants } from 'node:zlib';
import type { Configuration } from 'webpack';

/** Text assets worth compressing; images and fonts are compressed formats already. */
const TEXT_ASSET = /\.(js|css|html|json|svg|txt)$/;

/**
 * The remote manifest is edited at deployment (a team moves its remote by changing one line), so a
 * copy written at build time could go stale and be sent instead of the edit; the server compresses
 * it when it sends it.
 */
const EDITED_AT_DEPLOYMENT = /(^|\/)module-federation\.manifest\.json$/;

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy next to every text asset of a production build,
 * at the highest settings since it happens once per build, so the server sends the copy the
 * client accepts without compressing on each request. Every file gets both copies, however small,
 * so the server's choice never depends on what the build happened to skip.
 */
export function withCompressedCopies<T extends Configuration>(config: T): T {
  if (config.mode !== 'production') return config;
  const common = { test: TEXT_ASSET, exclude: EDITED_AT_DEPLOYMENT, threshold: 0, minRatio: Number.POSITIVE_INFINITY };
  config.plugins = [
    ...(config.plugins ?? []),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } },
    }),
    new CompressionPlugin({ ...common, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: constants.Z_BEST_COMPRESSION } }),
  ];
  return config;
}
