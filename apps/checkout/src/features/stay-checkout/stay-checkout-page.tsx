import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useIntl } from 'react-intl';
import { Navigate, useHref, useLocation, useNavigate } from '@escapade/app-providers/router';
import { checkoutEvent, useTrack, useTrackedView, type ItemFacts } from '@escapade/app-providers/analytics';
import { useProductDetail, usePurchaseOrder } from '@escapade/data-access-api';
import { type PaymentMethod } from '@escapade/api-contract';
import { useMarket } from '@escapade/i18n';
import { RadioGroup } from '@escapade/ui';
import { checkoutBackInput, confirmationLocation, headerBackLink, searchUrl, withoutWalletFlags } from '@escapade/util-criteria';
import { formatDay } from '@escapade/util-market';
import { formatAmount, insuranceChoiceError, pricingMessages, quoteValidity, type InsuranceChoice } from '@escapade/util-pricing';
import { checkoutEntryOf, type StayCheckoutEntry } from './checkout-entry';
import { lastCheckoutAfterDecline, writeLastCheckout } from '../../lib/checkout-draft';
import { checkoutFormSchema, EMPTY_CHECKOUT_FORM, orderBody, type CheckoutFormOutput, type CheckoutFormValues } from './checkout-form';
import { BuyerFields, TermsField } from '../../lib/buyer-fields';
import { checkoutMessages } from './checkout-messages';
import { payLaterMessages } from './pay-later-messages';
import { purchaseMessages } from '../../lib/purchase-messages';
import { StayRecap } from './stay-recap';
import { heldOrderPricing, useStayPricing } from './use-stay-pricing';
import { usePlaceOrder } from '../../lib/use-place-order';
import { PromotionCodeField } from '../../lib/promotion-code-field';
import { PromotionLine } from '../../lib/promotion-line';
import { isSummaryPage, rememberWallet, walletMethodOf } from '../../lib/wallet';
import { WalletPanel } from '../../lib/wallet-panel';
import { useWalletPayment } from '../../lib/use-wallet-payment';
import { PayFooter } from '../../lib/pay-footer';
import { CheckoutFrame, CheckoutLoadFailed, CheckoutLoading, CheckoutNotice, isDeclinedReturn } from '../../lib/checkout-frame';
import { useCheckoutDraft, useOpeningDraft } from '../../lib/use-checkout-draft';
import styles from '../../lib/checkout.module.css';

// The request for the hotel and the pay-later info modal come with their own code, when a visitor asks for them.
const loadSpecialRequest = () => import('./special-request-field');
const SpecialRequestField = lazy(loadSpecialRequest);
const loadPayLaterInfo = () => import('./pay-later-info-dialog');
const PayLaterInfoDialog = lazy(loadPayLaterInfo);

const SHORT_DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };

/**
 * The checkout (product-side.md, checkout entry points): a stay from the product or hotel page, read
 * from the address, so a reload or a shared link opens the same checkout. Gifts and activity vouchers
 * have their own flows.
 */
export function StayCheckoutPage() {
  const intl = useIntl();
  const location = useLocation();
  const entry = checkoutEntryOf(location);
  if (entry.kind === 'otherFlow') {
    return (
      <CheckoutNotice
        title={checkoutMessages.pageTitle}
        text={intl.formatMessage(checkoutMessages.pageOtherFlow)}
        linkTo="/contact"
        linkText={intl.formatMessage(checkoutMessages.pageContact)}
      />
    );
  }
  if (entry.kind === 'incomplete') {
    // Back from the provider's page, which returns to the bare path: the stay being paid is remembered.
    const declinedStay = location.hash === '' && isDeclinedReturn(location.search) ? lastCheckoutAfterDecline(window.localStorage, location.search) : null;
    if (declinedStay !== null) return <Navigate replace to={declinedStay} />;
    const stayHref = stayPageOf(location);
    return stayHref === null ? (
      <CheckoutNotice
        title={checkoutMessages.pageTitle}
        text={intl.formatMessage(checkoutMessages.pageIncomplete)}
        linkTo={searchUrl({ flow: 'booking' })}
        linkText={intl.formatMessage(checkoutMessages.pageSeeOffers)}
      />
    ) : (
      <CheckoutNotice
        title={checkoutMessages.pageTitle}
        text={intl.formatMessage(checkoutMessages.pageIncomplete)}
        linkTo={stayHref}
        linkText={intl.formatMessage(checkoutMessages.pageBackToStay)}
      />
    );
  }
  // The wallet's flags come and go in the hash while the stay stays the same.
  const stayKey = withoutWalletFlags(location.hash);
  return <StayCheckout key={stayKey} stay={entry.stay} stayKey={stayKey} />;
}

/** The stay's page the checkout came from, with its dates and party (the simplified header's back arrow), or null. */
function stayPageOf(location: { readonly search: string; readonly hash: string }): string | null {
  const back = headerBackLink(checkoutBackInput(location));
  return back.kind === 'link' ? back.href : null;
}

/** The form's rules for the market's country, applied by react-hook-form on blur and on submit. */
function useCheckoutResolver(country: Parameters<typeof checkoutFormSchema>[0]) {
  return useMemo(() => valibotResolver(checkoutFormSchema(country)) as unknown as Resolver<CheckoutFormValues, unknown, CheckoutFormOutput>, [country]);
}

function StayCheckout({ stay, stayKey }: { readonly stay: StayCheckoutEntry; readonly stayKey: string }) {
  const intl = useIntl();
  const market = useMarket();
  const location = useLocation();
  const navigate = useNavigate();
  const track = useTrack('checkout');
  const checkoutPath = useHref('/checkout');
  const [now] = useState(() => new Date());
  const declined = isDeclinedReturn(location.search);
  const draft = useOpeningDraft(stayKey);
  const [showRequest, setShowRequest] = useState(() => (draft.current?.values.specialRequest ?? '') !== '');
  const [formError, setFormError] = useState(false);
  const [payLaterInfoOpen, setPayLaterInfoOpen] = useState(false);
  const [walletMethod] = useState(() => {
    rememberWallet(window.localStorage, window);
    return walletMethodOf(window.localStorage);
  });
  const wallet = useWalletPayment({ method: walletMethod, market: market.code });
  const resolver = useCheckoutResolver(market.country);
  const { control, handleSubmit, watch, formState, setFocus, setValue } = useForm<CheckoutFormValues, unknown, CheckoutFormOutput>({
    mode: 'onBlur',
    defaultValues: { ...EMPTY_CHECKOUT_FORM, ...(draft.current?.values as Partial<CheckoutFormValues> | undefined), terms: false },
    resolver,
  });
  const choice = watch('insurance');
  const method = watch('payment');
  const promotionCode = watch('promotionCode');
  const livePricing = useStayPricing(stay, market.code, choice, promotionCode, now);
  const heldUuid = declined ? draft.current?.order?.orderUuid : undefined;
  const held = usePurchaseOrder({ orderUuid: heldUuid ?? '' }, { enabled: heldUuid !== undefined, retry: false });
  const heldOrder = held.data?.state === 'created' ? held.data : undefined;
  const product = useProductDetail(
    { weekendId: String(stay.weekendId) },
    { locale: market.code, checkin: stay.checkin, night: stay.nights, adult: stay.adult, child: stay.child, baby: stay.baby },
    { staleTime: 5 * 60_000 },
  );

  const saveDraft = useCheckoutDraft(draft, stayKey, watch, declined);

  const item: ItemFacts = { id: stay.weekendId, name: product.data?.label ?? String(stay.weekendId), category: 'weekend', priceCents: livePricing.stayAmount };
  useTrackedView('checkout', livePricing.stayAmount > 0 ? checkoutEvent('begin_checkout', { item, valueCents: livePricing.stayAmount }) : undefined, `begin_checkout:${stayKey}`);

  const { status, placeOrder, payHeldOrder, reset } = usePlaceOrder({
    draft: () => draft.current,
    saveDraft,
    returnPath: checkoutPath,
    redirect: (url) => {
      writeLastCheckout(window.localStorage, { search: location.search, hash: location.hash });
      window.location.assign(url);
    },
    onPaymentStarted: (order, paid) => track(checkoutEvent('add_payment_info', { item, valueCents: order.amount, paymentType: paid }), { beacon: true }),
  });

  useEffect(() => {
    if (status.kind === 'alreadyPaid') navigate(confirmationLocation(status.orderUuid, ''));
    if (status.kind === 'priceChanged') void livePricing.quote.refetch();
    if (status.kind === 'promotionInvalid') livePricing.lookUpPromotion.recheck();
  }, [status]);

  const quote = livePricing.quote;
  if (quote.isError) {
    return <CheckoutLoadFailed title={checkoutMessages.pageTitle} onRetry={() => quote.refetch()} />;
  }
  if (quote.data === undefined) {
    return <CheckoutLoading title={checkoutMessages.pageTitle} label={intl.formatMessage(checkoutMessages.pageLoading)} />;
  }
  const validity = quoteValidity(quote.data);
  // Back from a declined payment, the order recorded then still holds its rooms: when they were the
  // last ones the stay reads sold out, yet that order can be paid again as it is.
  if (!validity.valid && heldUuid !== undefined && held.isPending) {
    return <CheckoutLoading title={checkoutMessages.pageTitle} label={intl.formatMessage(checkoutMessages.pageLoading)} />;
  }
  const heldPricing = validity.valid || heldOrder === undefined ? null : heldOrderPricing(heldOrder);
  if ((!validity.valid && heldPricing === null) || status.kind === 'unavailable') {
    return (
      <CheckoutNotice
        title={checkoutMessages.pageTitle}
        text={intl.formatMessage(pricingMessages.noMoreAvailabilities)}
        linkTo={stayPageOf(location) ?? searchUrl({ flow: 'booking' })}
        linkText={intl.formatMessage(checkoutMessages.pageBackToStay)}
      />
    );
  }

  const pricing = heldPricing ?? livePricing;
  const busy = status.kind === 'ordering' || status.kind === 'paying';
  const insuranceError = formState.errors.insurance ? insuranceChoiceError({ required: true, choice: undefined }) : null;
  const amount = (cents: number) => formatAmount(cents, market.locale);
  const chosenPayLater = pricing.payLaterOptions.find((option) => option.type === method);

  const onInvalid = (errors: Parameters<Parameters<typeof handleSubmit>[1] & object>[0]) => {
    setFormError(true);
    const first = (['email', 'firstName', 'lastName', 'phone', 'insurance', 'terms'] as const).find((name) => errors[name] !== undefined);
    if (first !== undefined && first !== 'insurance') setFocus(first);
  };
  const promotionToSend = pricing.promotion.kind === 'valid' ? pricing.promotion.code : null;
  // The wallet button proceeds only when the form is valid, like Pay (product-side.md, Fast wallet checkout).
  const payWithWallet = handleSubmit((values) => {
    setFormError(false);
    reset();
    wallet.open(orderBody({ stay, values, market: market.code, expectedAmount: pricing.total, promotionCode: promotionToSend }));
  }, onInvalid);

  const submit = handleSubmit(async (values) => {
    setFormError(false);
    reset();
    if (heldPricing !== null && heldOrder !== undefined) {
      await payHeldOrder(heldOrder, values.payment);
      return;
    }
    const body = orderBody({ stay, values, market: market.code, expectedAmount: pricing.total, promotionCode: promotionToSend });
    await placeOrder(body, values.payment);
  }, onInvalid);

  const paymentOptions = [
    { value: 'card', label: intl.formatMessage(checkoutMessages.paymentCard) },
    ...pricing.payLaterOptions.map((option) => ({
      value: option.type,
      label:
        option.type === 'deferred'
          ? intl.formatMessage(checkoutMessages.paymentDeferred, { date: formatDay(intl, option.schedule[0]?.date ?? stay.checkin, SHORT_DAY) })
          : intl.formatMessage(checkoutMessages.paymentInstalments, { count: String(option.schedule.length) }),
      description: (
        <>
          {option.type === 'deferred' ? null : (
            <ul className={styles.schedule}>
              {option.schedule.map((instalment) => (
                <li key={instalment.date}>
                  {intl.formatMessage(checkoutMessages.paymentInstalment, { amount: amount(instalment.amount), date: formatDay(intl, instalment.date, SHORT_DAY) })}
                </li>
              ))}
            </ul>
          )}
          {option.fee > 0 ? intl.formatMessage(checkoutMessages.paymentFee, { fee: amount(option.fee) }) : intl.formatMessage(checkoutMessages.paymentNoFee)}
        </>
      ),
    })),
  ];
  const payNow = chosenPayLater === undefined ? pricing.total : chosenPayLater.type === 'deferred' ? 0 : (chosenPayLater.schedule[0]?.amount ?? pricing.total);

  return (
    <CheckoutFrame title={checkoutMessages.pageTitle}>
      <div className={styles.layout}>
        <aside className={styles.aside}>
          <StayRecap stay={stay} product={product.data} quote={quote.data} market={market.code} now={now} />
          <section className={styles.summary} aria-labelledby="checkout-summary-title">
            <h2 id="checkout-summary-title" className={styles.sectionTitle}>
              {intl.formatMessage(checkoutMessages.summaryTitle)}
            </h2>
            <dl className={styles.lines}>
              <dt>{intl.formatMessage(checkoutMessages.summaryStay)}</dt>
              <dd>{amount(pricing.stayAmount)}</dd>
              {pricing.insuranceAmount > 0 ? (
                <>
                  <dt>{intl.formatMessage(checkoutMessages.summaryInsurance)}</dt>
                  <dd>{amount(pricing.insuranceAmount)}</dd>
                </>
              ) : null}
              <PromotionLine promotion={pricing.promotion} locale={market.locale} />
              <dt className={styles.total}>{intl.formatMessage(purchaseMessages.summaryTotal)}</dt>
              <dd className={styles.total} data-testid="checkout-total">
                {amount(pricing.total)}
              </dd>
            </dl>
            {chosenPayLater !== undefined ? <p className={styles.muted}>{intl.formatMessage(checkoutMessages.summaryPayNow, { amount: amount(payNow) })}</p> : null}
          </section>
        </aside>

        <form className={styles.form} noValidate onSubmit={submit} aria-busy={busy}>
          {declined && status.kind === 'idle' ? (
            <p role="alert" className={styles.alert}>
              {intl.formatMessage(purchaseMessages.errorDeclined)}
            </p>
          ) : null}

          <section className={styles.section} aria-labelledby="checkout-buyer-title">
            <h2 id="checkout-buyer-title" className={styles.sectionTitle}>
              {intl.formatMessage(purchaseMessages.buyerTitle)}
            </h2>
            <BuyerFields control={control} submitted={formState.isSubmitted} />
            {showRequest ? (
              <Suspense fallback={null}>
                <SpecialRequestField control={control} />
              </Suspense>
            ) : (
              <button
                type="button"
                className={styles.disclosure}
                aria-expanded={false}
                onPointerEnter={() => void loadSpecialRequest()}
                onFocus={() => void loadSpecialRequest()}
                onClick={() => setShowRequest(true)}
              >
                {intl.formatMessage(checkoutMessages.buyerAddRequest)}
              </button>
            )}
          </section>

          <div className={styles.section}>
            <Controller
              name="insurance"
              control={control}
              render={({ field }) => (
                <RadioGroup
                  name={field.name}
                  legend={intl.formatMessage(checkoutMessages.insuranceLegend)}
                  required
                  value={field.value}
                  onChange={(value) => field.onChange(value as InsuranceChoice)}
                  error={insuranceError ? intl.formatMessage(insuranceError) : undefined}
                  options={pricing.insuranceOptions.map((option) => ({
                    value: option.choice,
                    label: `${intl.formatMessage(option.label)} (${option.price > 0 ? `+${amount(option.price)}` : intl.formatMessage(checkoutMessages.insuranceIncluded)})`,
                    description: option.choice === 'insurance' ? intl.formatMessage(checkoutMessages.insurancePromise) : undefined,
                  }))}
                />
              )}
            />
          </div>

          <div className={styles.section}>
            {heldPricing === null ? (
              <PromotionCodeField
                promotion={pricing.promotion}
                lookUp={livePricing.lookUpPromotion.lookUp}
                onApply={(code) => setValue('promotionCode', code)}
                onRemove={() => setValue('promotionCode', '')}
              />
            ) : null}
            <Controller
              name="payment"
              control={control}
              render={({ field }) => (
                <RadioGroup
                  name={field.name}
                  legend={intl.formatMessage(checkoutMessages.paymentLegend)}
                  value={paymentOptions.some((option) => option.value === field.value) ? field.value : 'card'}
                  onChange={(value) => field.onChange(value as PaymentMethod)}
                  options={paymentOptions}
                />
              )}
            />
            {pricing.payLaterOptions.length > 0 ? (
              <>
                <button
                  type="button"
                  className={styles.disclosure}
                  aria-haspopup="dialog"
                  onPointerEnter={() => void loadPayLaterInfo()}
                  onFocus={() => void loadPayLaterInfo()}
                  onClick={() => setPayLaterInfoOpen(true)}
                >
                  {intl.formatMessage(payLaterMessages.open)}
                </button>
                {payLaterInfoOpen ? (
                  <Suspense fallback={null}>
                    <PayLaterInfoDialog open onClose={() => setPayLaterInfoOpen(false)} locale={market.locale} />
                  </Suspense>
                ) : null}
              </>
            ) : null}
            <TermsField control={control} />
          </div>

          <PayFooter
            status={status}
            priceChangedText={status.kind === 'priceChanged' ? intl.formatMessage(checkoutMessages.errorPriceChanged, { amount: amount(status.amount) }) : ''}
            formInvalid={formError && Object.keys(formState.errors).length > 0}
            payLabel={intl.formatMessage(purchaseMessages.summaryPay, { amount: amount(pricing.total) })}
            ready={pricing.settled && !wallet.flags.isLoading}
          />
          {heldPricing === null && !isSummaryPage(location.pathname) ? (
            <WalletPanel
              method={walletMethod}
              flags={wallet.flags}
              sheetOpen={wallet.sheetOpen}
              amount={amount(pricing.total)}
              bookLabel={intl.formatMessage(checkoutMessages.summaryBook)}
              disabled={busy || !pricing.settled}
              onPay={() => void payWithWallet()}
              onAnswer={(outcome) => void wallet.answer(outcome)}
              onCancel={wallet.cancel}
            />
          ) : null}
        </form>
      </div>
    </CheckoutFrame>
  );
}
