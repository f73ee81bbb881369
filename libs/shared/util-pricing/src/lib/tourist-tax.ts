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

/** Tax type where the amount is due per room and night. */
export const PER_ROOM_PER_NIGHT_TAX_TYPE = 'PER_ROOM_PER_NIGHT';

/** Tax type where the amount is due per adult and night (children and babies are exempt). */
export const PER_PERSON_PER_NIGHT_TAX_TYPE = 'PER_PERSON_PER_NIGHT';

/** The stay a local tax is counted on. */
export interface TaxedStay {
  readonly sellPrice: Cents;
  readonly nights: number;
  readonly adults: number;
  readonly rooms: number;
}

/**
 * The local tax of a whole stay in cents (the quote's `localTaxTotalAmount`): a percentage of the
 * booking, or an amount per room or per adult and night; 0 for any other type or a missing figure.
 */
export function localTaxTotal(localTax: LocalTax | null | undefined, stay: TaxedStay): Cents {
  if (!localTax) return 0;
  if (localTax.type === BOOKING_PERCENTAGE_TAX_TYPE) return Math.round((stay.sellPrice * (localTax.percentage ?? 0)) / 100);
  const amount = localTax.amount ?? 0;
  if (localTax.type === PER_ROOM_PER_NIGHT_TAX_TYPE) return amount * stay.rooms * stay.nights;
  if (localTax.type === PER_PERSON_PER_NIGHT_TAX_TYPE) return amount * stay.adults * stay.nights;
  return 0;
}

/**
 * How the tax is counted, for the tourist-tax modal: per adult and night, per room and night, or a
 * share of the booking, with its figure; `undefined` when the type or the figure is unknown.
 */
export function touristTaxRuleText(localTax: LocalTax | null | undefined, locale: string): MessageDescriptor | undefined {
  if (!localTax) return undefined;
  const amount = taxFigure(localTax, locale);
  if (amount === undefined) return undefined;
  if (localTax.type === BOOKING_PERCENTAGE_TAX_TYPE) return withValues(pricingMessages.touristTaxBookingPercentage, { amount });
  if (localTax.type === PER_ROOM_PER_NIGHT_TAX_TYPE) return withValues(pricingMessages.touristTaxPerRoomPerNight, { amount });
  if (localTax.type === PER_PERSON_PER_NIGHT_TAX_TYPE) return withValues(pricingMessages.touristTaxPerPersonPerNight, { amount });
  return undefined;
}
