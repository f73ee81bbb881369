import type { StorybookConfig } from '@storybook/react-webpack5';
import { TsconfigPathsPlugin } from 'tsconfig-paths-webpack-plugin';

/** One Storybook for the whole workspace: every library's stories, side by side with its components. */
const config: StorybookConfig = {
  stories: ['../libs/**/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-webpack5-compiler-swc'],
  framework: { name: '@storybook/react-webpack5', options: {} },
  core: { disableTelemetry: true },
  swc: () => ({ jsc: { transform: { react: { runtime: 'automatic' } } } }),
  webpackFinal: async (webpackConfig) => {
    webpackConfig.resolve = webpackConfig.resolve ?? {};
    webpackConfig.resolve.plugins = [...(webpackConfig.resolve.plugins ?? []), new TsconfigPathsPlugin({ configFile: 'tsconfig.base.json' })];
    return webpackConfig;
  },
};

export default config;
