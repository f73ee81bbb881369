export * from './lib/markets';
export * from './lib/market-context';
export * from './lib/messages-scope';
