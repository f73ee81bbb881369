import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useIntl } from 'react-intl';
import { useHref, useLocation, useNavigate } from '@escapade/app-providers/router';
import { checkoutEvent, useTrack, useTrackedView, type ItemFacts } from '@escapade/app-providers/analytics';
import { GIFT_ADULTS, POSTAL_CODE_MAX, type ProductDetail } from '@escapade/api-contract';
import { useCustomSubElements, useGiftShippingCosts, useProductDetail } from '@escapade/data-access-api';
import { MessagesScope, useMarket } from '@escapade/i18n';
import { fieldMessages, Select, TextField } from '@escapade/ui';
import { COUNTRY_CODES, type CountryCode } from '@escapade/util-market';
import { checkoutBackInput, confirmationLocation, headerBackLink, HOME_ROUTE, productDetailQuery } from '@escapade/util-criteria';
import { formatAmount } from '@escapade/util-pricing';
import { BuyerFields, TermsField } from '../../lib/buyer-fields';
import { BUYER_FIELD_NAMES } from '../../lib/buyer-form';
import { writeLastCheckout } from '../../lib/checkout-draft';
import { PayFooter } from '../../lib/pay-footer';
import { purchaseMessages } from '../../lib/purchase-messages';
import { usePlaceOrder } from '../../lib/use-place-order';
import { CheckoutFrame, CheckoutLoadFailed, CheckoutLoading, CheckoutNotice, isDeclinedReturn } from '../../lib/checkout-frame';
import { useCheckoutDraft, useOpeningDraft } from '../../lib/use-checkout-draft';
import styles from '../../lib/checkout.module.css';
import { giftEntryOf, type GiftCheckoutEntry } from './gift-entry';
import { DELIVERY_FIELD_NAMES, giftCategories, giftCheckoutSummary, giftFormSchema, giftOrderBody, initialGiftForm, type GiftFormOutput, type GiftFormValues } from './gift-form';
import { giftCheckoutMessages } from './gift-messages';
import { loadGiftCheckoutMessages } from './messages/load-gift-checkout-messages';

/**
 * The checkout of a gift stay (product-side.md, gift checkout): from the gift setup's Offer
 * (`/checkout?flow=gifting#id=…&giftNights=…&giftFormat=…` with the gift's choices), read from the
 * address so a reload or a shared link opens the same gift. Loaded on its own, with its texts, only
 * when a gift is paid for.
 */
export function GiftCheckoutPage() {
  return (
    <MessagesScope load={loadGiftCheckoutMessages}>
      <GiftCheckoutEntryPage />
    </MessagesScope>
  );
}

/** The gift the address names, or why there is none. */
function GiftCheckoutEntryPage() {
  const intl = useIntl();
  const location = useLocation();
  const entry = giftEntryOf(location);
  if (entry?.kind === 'gift') return <GiftCheckout key={location.hash} gift={entry.gift} draftKey={`gift${location.hash}`} />;
  return (
    <CheckoutNotice
      title={giftCheckoutMessages.pageTitle}
      text={intl.formatMessage(giftCheckoutMessages.pageIncomplete)}
      linkTo={HOME_ROUTE}
      linkText={intl.formatMessage(giftCheckoutMessages.pageHome)}
    />
  );
}

/** The gift being bought: its picture and stay, its nights for two, the format, validity and the giver's words. */
function GiftRecap({ product, gift }: { readonly product: ProductDetail; readonly gift: GiftCheckoutEntry }) {
  const intl = useIntl();
  const image = product.images[0];
  const { fromName, message } = gift.choices;
  return (
    <section className={styles.recap} aria-labelledby="gift-recap-title">
      <h2 id="gift-recap-title" className={styles.sectionTitle}>
        {intl.formatMessage(giftCheckoutMessages.recapTitle)}
      </h2>
      <div className={styles.recapHead}>
        {image ? <img className={styles.recapImage} src={image.sizes['640_360'] ?? image.url} alt="" width={120} height={80} /> : null}
        <div>
          <p className={styles.recapLabel}>{product.label}</p>
          <p className={styles.muted}>{[product.hotel.label, product.hotel.location.label].filter(Boolean).join(', ')}</p>
        </div>
      </div>
      <div className={styles.facts}>
        <p>{intl.formatMessage(giftCheckoutMessages.recapNights, { count: gift.giftNights })}</p>
        <p>{intl.formatMessage(gift.giftFormat === 'physical' ? giftCheckoutMessages.recapFormatPhysical : giftCheckoutMessages.recapFormatDigital)}</p>
        <p>{intl.formatMessage(giftCheckoutMessages.recapValidity)}</p>
      </div>
      {fromName || message ? (
        <blockquote className={styles.muted} aria-label={intl.formatMessage(giftCheckoutMessages.recapMessage)}>
          {message ? <p>{message}</p> : null}
          {fromName ? <p>{intl.formatMessage(giftCheckoutMessages.recapFrom, { fromName })}</p> : null}
        </blockquote>
      ) : null}
    </section>
  );
}

function GiftCheckout({ gift, draftKey }: { readonly gift: GiftCheckoutEntry; readonly draftKey: string }) {
  const intl = useIntl();
  const market = useMarket();
  const location = useLocation();
  const navigate = useNavigate();
  const track = useTrack('checkout');
  const checkoutPath = useHref('/checkout');
  const declined = isDeclinedReturn(location.search);
  const physical = gift.giftFormat === 'physical';
  const draft = useOpeningDraft(draftKey);
  const [formError, setFormError] = useState(false);
  const resolver = useMemo(
    () => valibotResolver(giftFormSchema(gift.giftFormat, market.country)) as unknown as Resolver<GiftFormValues, unknown, GiftFormOutput>,
    [gift.giftFormat, market.country],
  );
  const { control, handleSubmit, watch, formState, setFocus } = useForm<GiftFormValues, unknown, GiftFormOutput>({
    mode: 'onBlur',
    defaultValues: { ...initialGiftForm(gift, market.country), ...(draft.current?.values as Partial<GiftFormValues> | undefined), terms: false },
    resolver,
  });
  const detail = useProductDetail(
    { weekendId: String(gift.offerId) },
    productDetailQuery({ flow: 'gifting', adult: GIFT_ADULTS, child: 0, baby: 0, activityDates: [] }, market.code),
    { staleTime: 60_000 },
  );
  const shipping = useGiftShippingCosts({ locale: market.code }, { enabled: physical, retry: false });
  const customization = useCustomSubElements({ locale: market.code }, { enabled: gift.choices.options.length > 0 });
  const categories = useMemo(() => giftCategories(customization.data), [customization.data]);
  const country = useWatch({ control, name: 'country' });
  const summary = detail.data === undefined ? undefined : giftCheckoutSummary({ priceList: detail.data.giftPrices, gift, shippingCosts: shipping.data, country, categories });
  const total = summary?.totalPrice ?? 0;
  // Pay waits for every price the summary adds: the shipping of a posted voucher and the options chosen.
  const pricesReady = (!physical || shipping.data !== undefined) && (gift.choices.options.length === 0 || customization.data !== undefined);

  const saveDraft = useCheckoutDraft(draft, draftKey, watch, declined);

  const item: ItemFacts = { id: gift.offerId, name: detail.data?.label ?? String(gift.offerId), category: 'gift', priceCents: total };
  useTrackedView('checkout', total > 0 && pricesReady ? checkoutEvent('begin_checkout', { item, valueCents: total }) : undefined, `begin_checkout:gift:${draftKey}`);

  const { status, placeOrder, reset } = usePlaceOrder({
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
    if (status.kind === 'priceChanged') {
      void detail.refetch();
      if (physical) void shipping.refetch();
    }
  }, [status]);

  if (detail.isError) {
    return <CheckoutLoadFailed title={giftCheckoutMessages.pageTitle} onRetry={() => detail.refetch()} />;
  }
  if (detail.data === undefined) {
    return <CheckoutLoading title={giftCheckoutMessages.pageTitle} label={intl.formatMessage(giftCheckoutMessages.pageLoading)} />;
  }
  const product = detail.data;
  const physicalUnavailable = physical && (shipping.isError || shipping.data?.physicalFormatEnabled === false);
  if (!product.isGiftable || summary === undefined || physicalUnavailable || status.kind === 'unavailable') {
    const back = headerBackLink(checkoutBackInput(location));
    return (
      <CheckoutNotice
        title={giftCheckoutMessages.pageTitle}
        text={intl.formatMessage(giftCheckoutMessages.pageUnavailable)}
        linkTo={back.kind === 'link' ? back.href : HOME_ROUTE}
        linkText={intl.formatMessage(giftCheckoutMessages.pageBackToGift)}
      />
    );
  }

  const busy = status.kind === 'ordering' || status.kind === 'paying';
  const amount = (cents: number) => formatAmount(cents, market.locale);
  const submit = handleSubmit(
    async (values) => {
      setFormError(false);
      reset();
      await placeOrder(giftOrderBody({ gift, values, market: market.code, expectedAmount: total }), 'card');
    },
    (errors) => {
      setFormError(true);
      const first = [...BUYER_FIELD_NAMES, ...DELIVERY_FIELD_NAMES].find((name) => errors[name] !== undefined);
      if (first !== undefined) setFocus(first);
    },
  );

  return (
    <CheckoutFrame title={giftCheckoutMessages.pageTitle}>
      <div className={styles.layout}>
        <aside className={styles.aside}>
          <GiftRecap product={product} gift={gift} />
          <section className={styles.summary} aria-labelledby="gift-summary-title">
            <h2 id="gift-summary-title" className={styles.sectionTitle}>
              {intl.formatMessage(giftCheckoutMessages.summaryTitle)}
            </h2>
            <dl className={styles.lines}>
              <dt>{intl.formatMessage(giftCheckoutMessages.summaryGift)}</dt>
              <dd>{amount(summary.sellPrice)}</dd>
              {summary.subElementsPrice > 0 ? (
                <>
                  <dt>{intl.formatMessage(giftCheckoutMessages.summaryOptions)}</dt>
                  <dd>{amount(summary.subElementsPrice)}</dd>
                </>
              ) : null}
              {physical ? (
                <>
                  <dt>{intl.formatMessage(giftCheckoutMessages.summaryShipping)}</dt>
                  <dd>{summary.shippingCost === 0 ? intl.formatMessage(giftCheckoutMessages.summaryShippingFree) : amount(summary.shippingCost)}</dd>
                </>
              ) : null}
              <dt className={styles.total}>{intl.formatMessage(purchaseMessages.summaryTotal)}</dt>
              <dd className={styles.total} data-testid="checkout-total">
                {amount(total)}
              </dd>
            </dl>
          </section>
        </aside>

        <form className={styles.form} noValidate onSubmit={submit} aria-busy={busy}>
          {declined && status.kind === 'idle' ? (
            <p role="alert" className={styles.alert}>
              {intl.formatMessage(purchaseMessages.errorDeclined)}
            </p>
          ) : null}
          <section className={styles.section} aria-labelledby="gift-buyer-title">
            <h2 id="gift-buyer-title" className={styles.sectionTitle}>
              {intl.formatMessage(purchaseMessages.buyerTitle)}
            </h2>
            <BuyerFields control={control} submitted={formState.isSubmitted} phoneHint={intl.formatMessage(giftCheckoutMessages.phoneHint)} />
          </section>
          {physical ? (
            <fieldset className={styles.section}>
              <legend className={styles.sectionTitle}>{intl.formatMessage(giftCheckoutMessages.addressTitle)}</legend>
              <p className={styles.muted}>{intl.formatMessage(giftCheckoutMessages.addressDelay)}</p>
              {(
                [
                  ['recipientName', giftCheckoutMessages.recipientName, 'name', 80],
                  ['addressLine', giftCheckoutMessages.addressLine, 'street-address', 200],
                  ['postalCode', giftCheckoutMessages.postalCode, 'postal-code', POSTAL_CODE_MAX],
                  ['city', giftCheckoutMessages.city, 'address-level2', 100],
                ] as const
              ).map(([name, label, autoComplete, maxLength]) => (
                <Controller
                  key={name}
                  name={name}
                  control={control}
                  render={({ field, fieldState }) => (
                    <TextField
                      ref={field.ref}
                      name={field.name}
                      label={intl.formatMessage(label)}
                      autoComplete={autoComplete}
                      required
                      maxLength={maxLength}
                      value={field.value}
                      onChange={(value) => field.onChange(value)}
                      onBlur={field.onBlur}
                      error={fieldState.error && name === 'recipientName' && field.value.trim() !== '' ? intl.formatMessage(fieldMessages.onlyText) : undefined}
                      showStatus={formState.isSubmitted}
                    />
                  )}
                />
              ))}
              <Controller
                name="country"
                control={control}
                render={({ field }) => (
                  <Select
                    ref={field.ref}
                    name={field.name}
                    label={intl.formatMessage(giftCheckoutMessages.country)}
                    autoComplete="country"
                    value={field.value}
                    onChange={(value) => field.onChange(value as CountryCode)}
                    onBlur={field.onBlur}
                    options={COUNTRY_CODES.map((code) => ({ value: code, label: intl.formatDisplayName(code, { type: 'region' }) ?? code }))}
                  />
                )}
              />
            </fieldset>
          ) : null}
          <div className={styles.section}>
            <p className={styles.muted}>{intl.formatMessage(giftCheckoutMessages.paymentCardOnly)}</p>
            <TermsField control={control} />
          </div>
          <PayFooter
            status={status}
            priceChangedText={status.kind === 'priceChanged' ? intl.formatMessage(giftCheckoutMessages.errorPriceChanged, { amount: amount(status.amount) }) : ''}
            formInvalid={formError && Object.keys(formState.errors).length > 0}
            payLabel={intl.formatMessage(purchaseMessages.summaryPay, { amount: amount(total) })}
            ready={pricesReady}
          />
        </form>
      </div>
    </CheckoutFrame>
  );
}
