export * from './lib/util-criteria';
