export * from './consent';
export * from './campaign';
export * from './acquisition';
