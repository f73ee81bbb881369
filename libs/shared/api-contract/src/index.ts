export * from './lib/api-error';
export * from './lib/health';
