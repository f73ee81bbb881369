import { type MessageDescriptor, pricingMessages } from './messages';
import { type Cents, MARKET_TOGGLES, type MarketCode } from '@escapade/util-market';

/** The three cancellation choices at checkout, as the checkout's `insuranceItem` names them. */
export const INSURANCE_CHOICES = ['flexible', 'insurance', 'withoutInsurance'] as const;

/** One of the three cancellation choices at checkout; exactly one is chosen, none by default. */
export type InsuranceChoice = (typeof INSURANCE_CHOICES)[number];

/** One choice as offered: its label and what it adds to the order in cents. */
export interface InsuranceOption {
  readonly choice: InsuranceChoice;
  readonly label: MessageDescriptor;
  readonly price: Cents;
}

/**
 * The choices to offer: flexible cancellation (included, +0) when the policy is cancellable,
 * otherwise the non-cancellable one; cancellation insurance (at its price) only when enabled.
 */
export function insuranceOptions(context: { readonly cancellable: boolean; readonly insuranceEnabled: boolean; readonly insuranceAmount?: Cents | null }): InsuranceOption[] {
  const stayChoice: InsuranceOption = context.cancellable
    ? { choice: 'flexible', label: pricingMessages.insuranceFlexible, price: 0 }
    : {
        choice: 'withoutInsurance',
        label: pricingMessages.insuranceWithout,
        price: 0,
      };
  return context.insuranceEnabled
    ? [
        stayChoice,
        {
          choice: 'insurance',
          label: pricingMessages.insuranceInsurance,
          price: context.insuranceAmount ?? 0,
        },
      ]
    : [stayChoice];
}

/**
 * The choice kept when the offered options change: a choice no longer offered (insurance
 * switched off, or the policy changed) becomes unset.
 */
export function keptInsuranceChoice(choice: InsuranceChoice | undefined, options: readonly InsuranceOption[]): InsuranceChoice | undefined {
  return options.some((option) => option.choice === choice) ? choice : undefined;
}

/** The `hasInsurance` flag of the checkout: undefined until a choice is made. */
export function hasInsurance(choice: InsuranceChoice | undefined): boolean | undefined {
  return choice === undefined ? undefined : choice === 'insurance';
}

/** 'Please choose an option' when a choice is required and none is made; else no error (`null`). */
export function insuranceChoiceError(context: { readonly required: boolean; readonly choice: InsuranceChoice | undefined }): MessageDescriptor | null {
  return context.required && context.choice === undefined ? pricingMessages.insuranceChooseOption : null;
}

/** What the choice adds to the order: the insurance price for insurance, 0 for the others. */
export function insuranceToPay(choice: InsuranceChoice | undefined, insuranceAmount: Cents | null | undefined): Cents {
  return choice === 'insurance' ? (insuranceAmount ?? 0) : 0;
}

/** Query of the insurance price fetch (order amount in cents). */
export interface InsurancePriceQuery {
  readonly cancellationType: string;
  readonly orderAmount: Cents;
}

/**
 * The insurance price fetch's query, or `null`: it runs whenever the stay amount is above 0 and
 * a policy type exists.
 */
export function insurancePriceQuery(context: { readonly stayAmount: Cents; readonly policyType: string | null | undefined }): InsurancePriceQuery | null {
  return context.stayAmount > 0 && context.policyType ? { cancellationType: context.policyType, orderAmount: context.stayAmount } : null;
}

/**
 * The cancellation insurance's price: a rate of the order amount (in basis points), rounded to whole
 * cents half up, never below a minimum. The spec gives no figures; these are ours (4.5 %, at least
 * 9.00 EUR), declared here once for the price call and the order's pricing alike.
 */
export const INSURANCE_PRICE_RULE = { rateBasisPoints: 450, minAmount: 900 } as const;

/** Whether a market offers the cancellation insurance at checkout (its `cancellationInsurance` toggle). */
export function insuranceOffered(market: MarketCode): boolean {
  return MARKET_TOGGLES[market].cancellationInsurance;
}

/** What the insurance costs for an order amount in cents, by {@link INSURANCE_PRICE_RULE}. */
export function insurancePrice(orderAmount: Cents): Cents {
  return Math.max(INSURANCE_PRICE_RULE.minAmount, Math.round((orderAmount * INSURANCE_PRICE_RULE.rateBasisPoints) / 10_000));
}
