export * from './lib/util-calendar';
