export * from './consent';
export * from './campaign';
