import { useInsurancePrice, usePayLaterEligibility, useProductQuote } from '@escapade/data-access-api';
import type { PurchaseOrder } from '@escapade/api-contract';
import type { Cents, MarketCode } from '@escapade/util-market';
import {
  insuranceOffered,
  insuranceOptions,
  insurancePriceQuery,
  insuranceToPay,
  isCancellable,
  isInstalmentOptionShown,
  isPayLaterProviderMarket,
  PAY_LATER_TYPES,
  payLaterEligibilityQuery,
  payLaterOptions,
  quoteValidity,
  type InsuranceChoice,
  type InsuranceOption,
  type PayLaterOption,
} from '@escapade/util-pricing';
import { promotionReduction, type PromotionState } from '../../lib/promotion-code';
import { usePromotion, type Promotion } from '../../lib/use-promotion';
import type { StayCheckoutEntry } from './checkout-entry';
import { stayQuoteQuery } from './checkout-form';

/** What the checkout asks the server for its stay, and the amounts it shows from the answers. */
export interface StayPricing {
  readonly quote: ReturnType<typeof useProductQuote>;
  /** The cancellation choices the stay offers (insurance at its server price), once the quote is in. */
  readonly insuranceOptions: readonly InsuranceOption[];
  /** The stay's price for the party (the quote's), 0 before it is known. */
  readonly stayAmount: Cents;
  /** What the chosen cancellation option adds. */
  readonly insuranceAmount: Cents;
  /** The applied promotion code, and what the server says it takes off the stay. */
  readonly promotion: PromotionState;
  /** Stay plus insurance less the promotion: what the order costs and the server will check. */
  readonly total: Cents;
  /** The pay-later choices the stay is eligible for (server's eligibility, util-pricing's rules). */
  readonly payLaterOptions: readonly PayLaterOption[];
  /** Whether every price the page shows is the server's answer for the current choices. */
  readonly settled: boolean;
}

/**
 * The stay's prices as the server gives them: the quote, the insurance price (asked whenever the
 * stay amount is above 0 and a policy type exists, where the market offers it) and the pay-later
 * eligibility of the total (asked only where the instalment provider runs, for a cancellable stay).
 */
export function useStayPricing(
  stay: StayCheckoutEntry,
  market: MarketCode,
  choice: InsuranceChoice | '',
  promotionCode: string,
  now: Date,
): StayPricing & { readonly lookUpPromotion: Promotion } {
  const quote = useProductQuote({ id: String(stay.weekendId) }, stayQuoteQuery(stay, market), { staleTime: 60_000 });
  const bookable = quote.data !== undefined && quoteValidity(quote.data).valid;
  const policy = bookable ? quote.data?.cancellationPolicy : null;
  const stayAmount = bookable ? (quote.data?.priceInfo?.sellPrice ?? 0) : 0;

  const insuranceQuery = insurancePriceQuery({ stayAmount, policyType: policy?.type });
  const insuranceEnabled = insuranceOffered(market);
  const insurance = useInsurancePrice(
    { cancellationType: insuranceQuery?.cancellationType ?? '', orderAmount: insuranceQuery?.orderAmount ?? 0, locale: market },
    { enabled: insuranceEnabled && insuranceQuery !== null },
  );
  const options = bookable
    ? insuranceOptions({ cancellable: isCancellable(policy), insuranceEnabled: insuranceEnabled && insurance.data?.hasInsurance === true, insuranceAmount: insurance.data?.amount })
    : [];
  const insuranceAmount = insuranceToPay(choice === '' ? undefined : choice, insurance.data?.amount);
  // The code comes off the stay's price only (the server's rule), as its look-up says for this amount.
  const promotion = usePromotion(promotionCode, stayAmount, market);
  const total = stayAmount + insuranceAmount - promotionReduction(promotion.state);

  const enabledTypes = isInstalmentOptionShown({ enabled: isPayLaterProviderMarket(market), policy, hasFinalPrice: stayAmount > 0 }) ? PAY_LATER_TYPES : [];
  const eligibilityQuery = payLaterEligibilityQuery({ enabledTypes, amount: total, checkIn: stay.checkin, policy, market });
  // util-pricing builds the query; its point of sale is the market in lower case, one of the contract's.
  const pointOfSale = market.toLowerCase() as Lowercase<MarketCode>;
  const eligibility = usePayLaterEligibility(
    eligibilityQuery === null ? { amount: 0, cancellationPolicyType: '', checkinDate: stay.checkin, pointOfSale } : { ...eligibilityQuery, pointOfSale },
    { enabled: eligibilityQuery !== null },
  );
  const payLater =
    eligibilityQuery === null
      ? []
      : payLaterOptions({ market, amount: total, checkIn: stay.checkin, now, enabledTypes, paymentMethods: eligibility.data?.paymentMethods ?? [], policy });

  const settled =
    bookable &&
    (!insuranceEnabled || insuranceQuery === null || !insurance.isPending) &&
    (eligibilityQuery === null || !eligibility.isPending) &&
    promotion.state.kind !== 'pending';
  return { quote, insuranceOptions: options, stayAmount, insuranceAmount, promotion: promotion.state, total, payLaterOptions: payLater, settled, lookUpPromotion: promotion };
}

/**
 * The prices of an order recorded before a declined payment, as stored: its stay, its cancellation
 * choice (the only one offered again, at what it added), its promotion code and its amount. Paid by card: the pay-later
 * rules need the stay's terms, which a stay read as sold out no longer gives.
 */
export function heldOrderPricing(order: PurchaseOrder): Omit<StayPricing, 'quote'> & { readonly quote?: undefined } {
  const stayAmount = order.items.reduce((sum, item) => (item.kind === 'stay' ? sum + item.amount : sum), 0);
  const insurance = order.items.find((item) => item.kind === 'insurance');
  const promotion = order.items.find((item) => item.kind === 'promotionCode');
  const options =
    insurance === undefined
      ? []
      : insuranceOptions({ cancellable: insurance.choice === 'flexible', insuranceEnabled: insurance.choice === 'insurance', insuranceAmount: insurance.amount }).filter(
          (option) => option.choice === insurance.choice,
        );
  return {
    insuranceOptions: options,
    stayAmount,
    insuranceAmount: insurance?.amount ?? 0,
    promotion: promotion === undefined ? { kind: 'none' } : { kind: 'valid', code: promotion.code, percent: promotion.percent, reduction: promotion.amount },
    total: order.amount,
    payLaterOptions: [],
    settled: true,
  };
}
