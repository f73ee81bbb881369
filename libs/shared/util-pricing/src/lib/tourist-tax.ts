import { type MessageDescriptor, pricingMessages, withValues } from './messages';
import { type Cents, CURRENCY } from '@escapade/util-market';
import { formatAmount } from './money';

/** Tax type where the tourist tax is a percentage of the booking rather than an amount. */
export const BOOKING_PERCENTAGE_TAX_TYPE = 'BOOKING_PERCENTAGE';

/** A hotel's local (tourist) tax as the API sends it; the amount is in cents. */
export interface LocalTax {
  readonly amount?: Cents | null;
  readonly currency?: string | null;
  readonly toBePaidAtHotel?: boolean | null;
  readonly type?: string | null;
  readonly percentage?: number | null;
}

function taxFigure(localTax: LocalTax, locale: string): string | undefined {
  if (localTax.type === BOOKING_PERCENTAGE_TAX_TYPE) {
    return localTax.percentage
      ? new Intl.NumberFormat(locale, {
          style: 'percent',
          maximumFractionDigits: 2,
        }).format(localTax.percentage / 100)
      : undefined;
  }
  return localTax.amount ? formatAmount(localTax.amount, locale, localTax.currency ?? CURRENCY) : undefined;
}

/**
 * Tax line under a price: with toBePaidAtHotel, the tourist tax paid on site (with its amount or
 * percentage when known); otherwise "Price doesn't include local tax to pay on site".
 */
export function touristTaxText(localTax: LocalTax | null | undefined, locale: string): MessageDescriptor {
  if (!localTax?.toBePaidAtHotel) {
    return pricingMessages.touristTaxNotIncluded;
  }
  const amount = taxFigure(localTax, locale);
  return amount === undefined ? pricingMessages.touristTaxPaidOnSite : withValues(pricingMessages.touristTaxPaidOnSiteAmount, { amount });
}
