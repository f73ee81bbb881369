export type { CountryCode, Market, MarketCode, MarketLanguage, PointOfSale } from './lib/markets';
export { COUNTRY_CODES, CURRENCY, intlLocaleOf, isMarketCode, MARKET_CODES, MARKET_LANGUAGES, MARKETS, marketOf, POINTS_OF_SALE } from './lib/markets';
export type { DayFormatter, IsoDate, IsoMonth } from './lib/dates';
export {
  addDays,
  addMonths,
  addMonthsToDate,
  daysBetween,
  daysInMonth,
  daysOfMonth,
  formatDay,
  formatDayRange,
  formatHourOfDay,
  ISO_DATE_PATTERN,
  ISO_MONTH_PATTERN,
  isIsoDate,
  isIsoMonth,
  monthOf,
  monthsBetween,
  weekdayOf,
} from './lib/dates';
export type { Cents } from './lib/money';
export { centsToEuros, eurosToCents, roundUpToEuro } from './lib/money';
export type { ChatEnvironment, MarketExternalSites, MarketSupport, MarketToggles, SupportHours } from './lib/market-services';
export {
  chatOffered,
  CUSTOMER_RATING,
  helpCentreArticleUrl,
  helpCentreUrl,
  MARKET_EXTERNAL_SITES,
  MARKET_SUPPORT,
  MARKET_TOGGLES,
  wishlistDesktopOnly,
} from './lib/market-services';
