import { type Cents, centsToEuros, CURRENCY, intlLocaleOf, roundUpToEuro } from '@escapade/util-market';
import type { PriceType } from './catalog';
import { type MessageDescriptor, pricingMessages, withValues } from './messages';

/** Card default when a stay's night count is missing (search-side.md section 9). */
export const DEFAULT_NIGHTS = 1;

/** Card default when an activity's participant count is missing (search-side.md section 9). */
export const DEFAULT_PARTICIPANTS = 2;

const formatters = new Map<string, Intl.NumberFormat>();

/** `Intl.NumberFormat` is costly to build and a page formats many prices: one per setting. `locale` is a BCP 47 tag or a market code. */
function currencyFormatter(locale: string, currency: string, fractionDigits: 0 | 2): Intl.NumberFormat {
  const key = `${locale}|${currency}|${fractionDigits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocaleOf(locale), {
      style: 'currency',
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A displayed price: rounded up to a whole euro, formatted for the locale (e.g. `1 235 €` in fr-FR). */
export function formatPrice(cents: Cents, locale: string, currency: string = CURRENCY): string {
  return currencyFormatter(locale, currency, 0).format(centsToEuros(roundUpToEuro(cents)));
}

/**
 * An exact amount (amount to pay, instalments, fees): cents shown only when there are any, so
 * `120 €` and `120,50 €`, never a rounded figure where money changes hands.
 */
export function formatAmount(cents: Cents, locale: string, currency: string = CURRENCY): string {
  const fractionDigits = cents % 100 === 0 ? 0 : 2;
  return currencyFormatter(locale, currency, fractionDigits).format(centsToEuros(cents));
}

/**
 * The price difference of an extra, always signed ('+45 €', '−12,50 €'): the exact amount the stay
 * changes by, so an extra is never shown for less than it costs.
 */
export function formatPriceDifference(cents: Cents, locale: string, currency: string = CURRENCY): string {
  return `${cents < 0 ? '\u2212' : '+'}${formatAmount(Math.abs(cents), locale, currency)}`;
}

function positiveCountOr(count: number | null | undefined, fallback: number): number {
  return Number.isInteger(count) && (count as number) > 0 ? (count as number) : fallback;
}

/**
 * Per-night price: the rounded-up total divided by the nights (product-side.md section 9), in
 * whole cents rounded up, so it is never below total / nights. Missing nights count as 1.
 */
export function perNightCents(totalCents: Cents, nights?: number | null): Cents {
  return Math.ceil(roundUpToEuro(totalCents) / positiveCountOr(nights, DEFAULT_NIGHTS));
}

/**
 * Activity-only price per person: the total divided by the participants, rounded up to a cent.
 * Missing participants count as 2, the card default.
 */
export function perPersonCents(totalCents: Cents, participants?: number | null): Cents {
  return Math.ceil(totalCents / positiveCountOr(participants, DEFAULT_PARTICIPANTS));
}

/** A sell price as shown: 'Included' when it is zero, else the rounded-up amount. */
export function sellPriceText(cents: Cents, locale: string): MessageDescriptor {
  if (cents === 0) {
    return pricingMessages.included;
  }
  return withValues(pricingMessages.amount, {
    price: formatPrice(cents, locale),
  });
}

/** An activity-only price as shown: per person with '/ pers', or 'Included' when zero. */
export function perPersonText(totalCents: Cents, participants: number | null | undefined, locale: string): MessageDescriptor {
  if (totalCents === 0) {
    return pricingMessages.included;
  }
  return withValues(pricingMessages.perPerson, {
    price: formatPrice(perPersonCents(totalCents, participants), locale),
  });
}

/**
 * The word before a price: 'From' for a from-price, 'Amount to pay' when the figure is what is
 * left to pay (after gift cards or a modification), else 'Total amount'.
 */
export function priceLabel(priceType: PriceType, options: { readonly amountToPay?: boolean } = {}): MessageDescriptor {
  if (priceType === 'from') {
    return pricingMessages.from;
  }
  return options.amountToPay ? pricingMessages.amountToPay : pricingMessages.totalAmount;
}
