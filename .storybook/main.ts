import type { StorybookConfig } from '@storybook/react-webpack5';
import type { RuleSetRule } from 'webpack';
import { TsconfigPathsPlugin } from 'tsconfig-paths-webpack-plugin';

/**
 * css-loader 7 exposes CSS modules as named exports only; the apps (Nx webpack) and Jest give a
 * default export. Make Storybook match, so components import `styles from './x.module.css'` everywhere.
 */
function withDefaultCssModuleExport(rules: RuleSetRule['oneOf']): void {
  for (const rule of rules ?? []) {
    if (!rule || typeof rule !== 'object') continue;
    for (const use of Array.isArray(rule.use) ? rule.use : []) {
      if (use && typeof use === 'object' && typeof use.loader === 'string' && use.loader.includes('css-loader')) {
        const options = (typeof use.options === 'object' ? use.options : {}) as Record<string, unknown>;
        use.options = { ...options, modules: { auto: true, namedExport: false, exportLocalsConvention: 'as-is' } };
      }
    }
    withDefaultCssModuleExport(rule.oneOf);
  }
}

/** One Storybook for the whole workspace: every library's stories and the search remote's, each beside its components. */
const config: StorybookConfig = {
  stories: ['../libs/**/src/**/*.stories.@(ts|tsx)', '../apps/search/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-webpack5-compiler-swc'],
  framework: { name: '@storybook/react-webpack5', options: {} },
  core: { disableTelemetry: true },
  swc: () => ({ jsc: { transform: { react: { runtime: 'automatic' } } } }),
  webpackFinal: async (webpackConfig) => {
    webpackConfig.resolve = webpackConfig.resolve ?? {};
    webpackConfig.resolve.plugins = [...(webpackConfig.resolve.plugins ?? []), new TsconfigPathsPlugin({ configFile: 'tsconfig.base.json' })];
    withDefaultCssModuleExport(webpackConfig.module?.rules as RuleSetRule[]);
    return webpackConfig;
  },
};

export default config;
