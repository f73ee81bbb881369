export * from './lib/api-error';
export * from './lib/health';
export * from './lib/common';
export * from './lib/endpoint';
export * from './lib/endpoints';
export * from './lib/json-schema';
export * from './lib/request-validation';
