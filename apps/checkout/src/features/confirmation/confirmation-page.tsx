import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from '@escapade/app-providers/router';
import { checkoutEvent, useTrackedView } from '@escapade/app-providers/analytics';
import { ApiRequestError, useProductDetail, usePurchaseOrder } from '@escapade/data-access-api';
import { ORDER_UUID_PATTERN, type PurchaseOrder } from '@escapade/api-contract';
import { MessagesScope, useMarket } from '@escapade/i18n';
import { Button, Spinner } from '@escapade/ui';
import { HOME_ROUTE } from '@escapade/util-criteria';
import { formatDay } from '@escapade/util-market';
import { formatAmount } from '@escapade/util-pricing';
import { clearDraftsOfOrder } from '../../lib/checkout-draft';
import { promotionMessages } from '../../lib/promotion-messages';
import { confirmationMessages } from './confirmation-messages';
import { GiftConfirmationCard } from './gift-confirmation-card';
import { loadConfirmationMessages } from './messages/load-confirmation-messages';
import styles from './confirmation.module.css';

const LONG_DAY: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' };

/** An order still waiting for its provider's notification: asked again every 2 s until it is settled. */
const PENDING_POLL_MS = 2000;

/** Whether the order is paid for (a card captured, or a pay-later plan authorised). */
function isPaid(order: PurchaseOrder): boolean {
  return order.state === 'paid' || order.state === 'confirmed';
}

function ConfirmationFrame({ title, children }: { readonly title: string; readonly children: React.ReactNode }) {
  const intl = useIntl();
  return (
    <div className={styles.page}>
      <title>{intl.formatMessage(confirmationMessages.documentTitle, { page: title })}</title>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </div>
  );
}

/**
 * The confirmation page (`/confirmation/{orderUUID}?status=success&gaId=…`): the stored order as the
 * server has it, never what the browser remembers: what was bought, the booking number the contact
 * form and booking retrieval ask for, the dates (an activity voucher: its activity, participants and
 * last valid day), the amount paid and due, and where the e-mail went.
 * An order whose payment is not yet confirmed says so and updates itself; an unknown UUID is not found.
 * Its texts are a chunk of their own, loaded with it (not with the checkout).
 */
export function ConfirmationPage() {
  return (
    <MessagesScope load={loadConfirmationMessages}>
      <Confirmation />
    </MessagesScope>
  );
}

/** The confirmation of the order the address names. */
function Confirmation() {
  const intl = useIntl();
  const market = useMarket();
  const orderUuid = useParams().orderUUID ?? '';
  const wellFormed = ORDER_UUID_PATTERN.test(orderUuid);
  const order = usePurchaseOrder(
    { orderUuid },
    {
      enabled: wellFormed,
      retry: (failures, error) => failures < 1 && !(error instanceof ApiRequestError && error.status < 500),
      refetchInterval: (query) => (query.state.data?.state === 'payment_pending' ? PENDING_POLL_MS : false),
    },
  );
  const paid = order.data !== undefined && isPaid(order.data);
  const stay = order.data?.items.find((item) => item.kind === 'stay');
  const voucher = order.data?.items.find((item) => item.kind === 'activityVoucher');
  const gift = order.data?.items.find((item) => item.kind === 'gift');
  // What was bought, by name: the order keeps the stay's id, the catalog its name and hotel.
  const product = useProductDetail(
    { weekendId: String(stay?.reservationCriteria.offerId ?? 0) },
    { locale: market.code },
    { enabled: stay !== undefined && paid, staleTime: 5 * 60_000 },
  );

  useEffect(() => {
    if (paid) clearDraftsOfOrder(window.localStorage, orderUuid);
  }, [paid, orderUuid]);
  useTrackedView(
    'confirmation',
    paid && order.data !== undefined && (voucher !== undefined || gift !== undefined)
      ? checkoutEvent('purchase', {
          item: voucher
            ? { id: voucher.activityProductId, name: voucher.label, category: 'activity', priceCents: voucher.amount }
            : { id: gift?.offerId ?? 0, name: gift?.label ?? '', category: 'gift', priceCents: gift?.amount ?? 0 },
          valueCents: order.data.amount,
          paymentType: order.data.payment?.method,
          transactionId: order.data.bookingNumber,
        })
      : paid && order.data !== undefined && stay !== undefined && (product.data !== undefined || product.isError)
        ? checkoutEvent('purchase', {
            item: { id: stay.reservationCriteria.offerId, name: product.data?.label ?? String(stay.reservationCriteria.offerId), category: 'weekend', priceCents: stay.amount },
            valueCents: order.data.amount,
            paymentType: order.data.payment?.method,
            transactionId: order.data.bookingNumber,
          })
        : undefined,
    `purchase:${orderUuid}`,
  );

  if (!wellFormed || (order.error instanceof ApiRequestError && order.error.status === 404)) {
    return (
      <ConfirmationFrame title={intl.formatMessage(confirmationMessages.notFoundTitle)}>
        <p>{intl.formatMessage(confirmationMessages.notFound)}</p>
        <Link to={HOME_ROUTE}>{intl.formatMessage(confirmationMessages.home)}</Link>
      </ConfirmationFrame>
    );
  }
  if (order.isError) {
    return (
      <ConfirmationFrame title={intl.formatMessage(confirmationMessages.failed)}>
        <Button onClick={() => order.refetch()}>{intl.formatMessage(confirmationMessages.retry)}</Button>
      </ConfirmationFrame>
    );
  }
  if (order.data === undefined) {
    return (
      <div className={styles.page}>
        <div className={styles.loading} aria-busy="true">
          <Spinner size="lg" label={intl.formatMessage(confirmationMessages.loading)} showLabel />
        </div>
      </div>
    );
  }

  const data = order.data;
  const amount = (cents: number) => formatAmount(cents, market.locale);
  const promotion = data.items.find((item) => item.kind === 'promotionCode');
  if (!paid) {
    const pending = data.state === 'payment_pending';
    return (
      <ConfirmationFrame title={intl.formatMessage(pending ? confirmationMessages.pendingTitle : confirmationMessages.notPaidTitle)}>
        <p role="status">{intl.formatMessage(pending ? confirmationMessages.pending : confirmationMessages.notPaid)}</p>
        <Link to={HOME_ROUTE}>{intl.formatMessage(confirmationMessages.home)}</Link>
      </ConfirmationFrame>
    );
  }

  const payment = data.payment;
  const criteria = stay?.reservationCriteria;
  return (
    <ConfirmationFrame title={intl.formatMessage(gift ? confirmationMessages.giftTitle : voucher ? confirmationMessages.voucherTitle : confirmationMessages.title)}>
      <section className={styles.card} aria-labelledby="confirmation-number">
        <p className={styles.numberLabel} id="confirmation-number">
          {intl.formatMessage(voucher || gift ? confirmationMessages.orderNumber : confirmationMessages.bookingNumber)}
        </p>
        <p className={styles.number} data-testid="booking-number">
          {data.bookingNumber}
        </p>
        <p className={styles.muted}>{intl.formatMessage(confirmationMessages.bookingNumberHint)}</p>
        <p>{intl.formatMessage(confirmationMessages.emailSent, { email: data.buyer.email })}</p>
      </section>
      {criteria ? (
        <section className={styles.card}>
          {product.data ? (
            <>
              <h2 className={styles.smallTitle}>{product.data.label}</h2>
              <p className={styles.muted}>{[product.data.hotel.label, product.data.hotel.location.label].filter(Boolean).join(', ')}</p>
            </>
          ) : null}
          <p>
            {formatDay(intl, criteria.travelPeriod.checkinDate, LONG_DAY)} – {formatDay(intl, criteria.travelPeriod.checkoutDate, LONG_DAY)}
          </p>
        </section>
      ) : null}
      {voucher ? (
        <section className={styles.card} data-testid="confirmation-voucher">
          <h2 className={styles.smallTitle}>{voucher.label}</h2>
          <p className={styles.muted}>{voucher.activityCenterLabel}</p>
          <p>{intl.formatMessage(confirmationMessages.voucherParticipants, { count: voucher.participants })}</p>
          <p>{intl.formatMessage(confirmationMessages.voucherValidUntil, { date: formatDay(intl, voucher.validUntil, LONG_DAY) })}</p>
          <p className={styles.muted}>{intl.formatMessage(confirmationMessages.voucherUse)}</p>
        </section>
      ) : null}
      {gift ? <GiftConfirmationCard gift={gift} email={data.buyer.email} validUntil={formatDay(intl, gift.validUntil, LONG_DAY)} /> : null}
      <section className={styles.card}>
        <dl className={styles.lines}>
          {promotion ? (
            <>
              <dt>{intl.formatMessage(promotionMessages.summaryLine, { code: promotion.code })}</dt>
              <dd data-testid="confirmation-reduction">{amount(-promotion.amount)}</dd>
            </>
          ) : null}
          <dt>{intl.formatMessage(confirmationMessages.total)}</dt>
          <dd>{amount(data.amount)}</dd>
          {payment ? (
            <>
              <dt>{intl.formatMessage(confirmationMessages.paid)}</dt>
              <dd data-testid="paid-amount">{amount(payment.paidAmount)}</dd>
              {payment.dueAmount > 0 ? (
                <>
                  <dt>{intl.formatMessage(confirmationMessages.due)}</dt>
                  <dd>{amount(payment.dueAmount)}</dd>
                </>
              ) : null}
            </>
          ) : null}
        </dl>
        {payment && payment.schedule.length > 0 ? (
          <>
            <h2 className={styles.smallTitle}>{intl.formatMessage(confirmationMessages.schedule)}</h2>
            <ul className={styles.schedule}>
              {payment.schedule.map((instalment) => (
                <li key={instalment.date}>
                  {formatDay(intl, instalment.date, LONG_DAY)}: {amount(instalment.amount)}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {data.localTaxTotalAmount > 0 ? <p className={styles.muted}>{intl.formatMessage(confirmationMessages.touristTax, { amount: amount(data.localTaxTotalAmount) })}</p> : null}
      </section>
      <Link to={HOME_ROUTE}>{intl.formatMessage(confirmationMessages.home)}</Link>
    </ConfirmationFrame>
  );
}
