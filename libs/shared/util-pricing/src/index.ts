export * from './lib/util-pricing';
