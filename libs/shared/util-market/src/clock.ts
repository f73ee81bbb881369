export type { Instant } from './lib/clock';
export { endOfMarketDay, epochMillis, marketDateTime, marketToday, parseMarketDateTime, toIsoDate } from './lib/clock';
