export type { Instant } from './lib/clock';
export { endOfMarketDay, marketDateTime, marketToday, parseMarketDateTime, toIsoDate } from './lib/clock';
