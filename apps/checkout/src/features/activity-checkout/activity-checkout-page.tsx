import { useEffect, useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useIntl } from 'react-intl';
import { useHref, useLocation, useNavigate } from '@escapade/app-providers/router';
import { checkoutEvent, useTrack, useTrackedView, type ItemFacts } from '@escapade/app-providers/analytics';
import { useActivityDetail } from '@escapade/data-access-api';
import { type ActivityDetail } from '@escapade/api-contract';
import { useMarket } from '@escapade/i18n';
import { checkoutBackInput, confirmationLocation, headerBackLink, HOME_ROUTE } from '@escapade/util-criteria';
import { formatAmount, perPersonText } from '@escapade/util-pricing';
import { BuyerFields, TermsField } from '../../lib/buyer-fields';
import { BUYER_FIELD_NAMES } from '../../lib/buyer-form';
import { writeLastCheckout } from '../../lib/checkout-draft';
import { purchaseMessages } from '../../lib/purchase-messages';
import { usePlaceOrder } from '../../lib/use-place-order';
import { PayFooter } from '../../lib/pay-footer';
import { promotionReduction } from '../../lib/promotion-code';
import { PromotionCodeField } from '../../lib/promotion-code-field';
import { PromotionLine } from '../../lib/promotion-line';
import { usePromotion } from '../../lib/use-promotion';
import { CheckoutFrame, CheckoutLoadFailed, CheckoutLoading, CheckoutNotice, isDeclinedReturn } from '../../lib/checkout-frame';
import { useCheckoutDraft, useOpeningDraft } from '../../lib/use-checkout-draft';
import styles from '../../lib/checkout.module.css';
import { activityEntryOf, type ActivityCheckoutEntry } from './activity-entry';
import { activityFormSchema, EMPTY_ACTIVITY_FORM, voucherOrderBody, type ActivityFormOutput, type ActivityFormValues } from './activity-form';
import { activityCheckoutMessages } from './activity-messages';

/**
 * The checkout of an activity voucher (product-side.md, checkout entry points): from the activity
 * page's Buy for myself (`/checkout?flow=activity&customType=OWN_USE#id=…&a=…`), read from the address
 * so a reload or a shared link opens the same checkout. A voucher offered as a gift has its own flow.
 */
export function ActivityCheckoutPage() {
  const intl = useIntl();
  const location = useLocation();
  const entry = activityEntryOf(location);
  if (entry?.kind === 'ownUse') return <ActivityCheckout key={location.hash} voucher={entry.voucher} draftKey={`activity${location.hash}`} />;
  if (entry?.kind === 'gift') {
    return (
      <CheckoutNotice
        title={activityCheckoutMessages.pageTitle}
        text={intl.formatMessage(activityCheckoutMessages.pageGift)}
        linkTo="/contact"
        linkText={intl.formatMessage(activityCheckoutMessages.pageContact)}
      />
    );
  }
  return (
    <CheckoutNotice
      title={activityCheckoutMessages.pageTitle}
      text={intl.formatMessage(activityCheckoutMessages.pageIncomplete)}
      linkTo={HOME_ROUTE}
      linkText={intl.formatMessage(activityCheckoutMessages.pageHome)}
    />
  );
}

/** The voucher being bought: its picture and name, the activity centre, participants, price per person and validity. */
function VoucherRecap({ activity, voucher, amount }: { readonly activity: ActivityDetail; readonly voucher: ActivityCheckoutEntry; readonly amount: number }) {
  const intl = useIntl();
  const image = activity.images[0];
  const perPerson = perPersonText(amount, voucher.participants, intl.locale);
  const centre = activity.activityCenter;
  return (
    <section className={styles.recap} aria-labelledby="activity-recap-title">
      <h2 id="activity-recap-title" className={styles.sectionTitle}>
        {intl.formatMessage(activityCheckoutMessages.recapTitle)}
      </h2>
      <div className={styles.recapHead}>
        {image ? <img className={styles.recapImage} src={image.sizes['SMALL'] ?? image.url} alt="" width={120} height={80} /> : null}
        <div>
          <p className={styles.recapLabel}>{activity.label}</p>
          <p className={styles.muted}>{[centre.label, centre.location.label].filter(Boolean).join(', ')}</p>
        </div>
      </div>
      <div className={styles.facts}>
        <p>{intl.formatMessage(activityCheckoutMessages.recapParticipants, { count: voucher.participants })}</p>
        <p data-testid="activity-per-person">{intl.formatMessage(perPerson, perPerson.values)}</p>
        <p>{intl.formatMessage(activityCheckoutMessages.recapValidity)}</p>
      </div>
      <p className={styles.muted}>{intl.formatMessage(activityCheckoutMessages.recapUse)}</p>
    </section>
  );
}

function ActivityCheckout({ voucher, draftKey }: { readonly voucher: ActivityCheckoutEntry; readonly draftKey: string }) {
  const intl = useIntl();
  const market = useMarket();
  const location = useLocation();
  const navigate = useNavigate();
  const track = useTrack('checkout');
  const checkoutPath = useHref('/checkout');
  const declined = isDeclinedReturn(location.search);
  const draft = useOpeningDraft(draftKey);
  const [formError, setFormError] = useState(false);
  const resolver = useMemo(() => valibotResolver(activityFormSchema(market.country)) as unknown as Resolver<ActivityFormValues, unknown, ActivityFormOutput>, [market.country]);
  const { control, handleSubmit, watch, formState, setFocus, setValue } = useForm<ActivityFormValues, unknown, ActivityFormOutput>({
    mode: 'onBlur',
    defaultValues: { ...EMPTY_ACTIVITY_FORM, ...(draft.current?.values as Partial<ActivityFormValues> | undefined), terms: false },
    resolver,
  });
  const detail = useActivityDetail({ productId: String(voucher.productId) }, { locale: market.code }, { staleTime: 60_000 });
  const price = detail.data?.prices[String(voucher.participants)];
  const voucherAmount = price?.sellPrice ?? 0;
  // A promotion code comes off the voucher's price, as the server's look-up gives it.
  const promotion = usePromotion(watch('promotionCode'), voucherAmount, market.code);
  const total = voucherAmount - promotionReduction(promotion.state);

  const saveDraft = useCheckoutDraft(draft, draftKey, watch, declined);

  const item: ItemFacts = { id: voucher.productId, name: detail.data?.label ?? String(voucher.productId), category: 'activity', priceCents: total };
  useTrackedView('checkout', total > 0 ? checkoutEvent('begin_checkout', { item, valueCents: total }) : undefined, `begin_checkout:activity:${draftKey}`);

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
    if (status.kind === 'priceChanged') void detail.refetch();
    if (status.kind === 'promotionInvalid') promotion.recheck();
  }, [status]);

  if (detail.isError) {
    return <CheckoutLoadFailed title={activityCheckoutMessages.pageTitle} onRetry={() => detail.refetch()} />;
  }
  if (detail.data === undefined) {
    return <CheckoutLoading title={activityCheckoutMessages.pageTitle} label={intl.formatMessage(activityCheckoutMessages.pageLoading)} />;
  }
  const activity = detail.data;
  if (!activity.published || price === undefined || status.kind === 'unavailable') {
    const back = headerBackLink(checkoutBackInput(location));
    return (
      <CheckoutNotice
        title={activityCheckoutMessages.pageTitle}
        text={intl.formatMessage(activityCheckoutMessages.pageUnavailable)}
        linkTo={back.kind === 'link' ? back.href : HOME_ROUTE}
        linkText={intl.formatMessage(activityCheckoutMessages.pageBackToActivity)}
      />
    );
  }

  const busy = status.kind === 'ordering' || status.kind === 'paying';
  const amount = (cents: number) => formatAmount(cents, market.locale);
  const submit = handleSubmit(
    async (values) => {
      setFormError(false);
      reset();
      const promotionCode = promotion.state.kind === 'valid' ? promotion.state.code : null;
      await placeOrder(voucherOrderBody({ voucher, values, market: market.code, expectedAmount: total, promotionCode }), 'card');
    },
    (errors) => {
      setFormError(true);
      const first = BUYER_FIELD_NAMES.find((name) => errors[name] !== undefined);
      if (first !== undefined) setFocus(first);
    },
  );

  return (
    <CheckoutFrame title={activityCheckoutMessages.pageTitle}>
      <div className={styles.layout}>
        <aside className={styles.aside}>
          <VoucherRecap activity={activity} voucher={voucher} amount={voucherAmount} />
          <section className={styles.summary} aria-labelledby="activity-summary-title">
            <h2 id="activity-summary-title" className={styles.sectionTitle}>
              {intl.formatMessage(activityCheckoutMessages.summaryTitle)}
            </h2>
            <dl className={styles.lines}>
              <dt>{intl.formatMessage(activityCheckoutMessages.summaryVoucher)}</dt>
              <dd>{amount(voucherAmount)}</dd>
              <PromotionLine promotion={promotion.state} locale={market.locale} />
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
          <section className={styles.section} aria-labelledby="activity-buyer-title">
            <h2 id="activity-buyer-title" className={styles.sectionTitle}>
              {intl.formatMessage(purchaseMessages.buyerTitle)}
            </h2>
            <BuyerFields control={control} submitted={formState.isSubmitted} phoneHint={intl.formatMessage(activityCheckoutMessages.phoneHint)} />
          </section>
          <div className={styles.section}>
            <PromotionCodeField
              promotion={promotion.state}
              lookUp={promotion.lookUp}
              onApply={(code) => setValue('promotionCode', code)}
              onRemove={() => setValue('promotionCode', '')}
            />
            <p className={styles.muted}>{intl.formatMessage(activityCheckoutMessages.paymentCardOnly)}</p>
            <TermsField control={control} />
          </div>
          <PayFooter
            status={status}
            priceChangedText={status.kind === 'priceChanged' ? intl.formatMessage(activityCheckoutMessages.errorPriceChanged, { amount: amount(status.amount) }) : ''}
            formInvalid={formError && Object.keys(formState.errors).length > 0}
            payLabel={intl.formatMessage(purchaseMessages.summaryPay, { amount: amount(total) })}
            ready={promotion.state.kind !== 'pending'}
          />
        </form>
      </div>
    </CheckoutFrame>
  );
}
