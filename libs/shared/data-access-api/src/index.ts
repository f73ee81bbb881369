export * from './lib/api-client';
export * from './lib/get-health';
