export type { Instant, WallClock } from './lib/clock';
export { endOfMarketDay, epochMillis, formatMarketDateTime, marketToday, marketWallClock, parseMarketDateTime, startOfMarketDay } from './lib/clock';
