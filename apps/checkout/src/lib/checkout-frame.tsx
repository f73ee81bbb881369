import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from '@escapade/app-providers/router';
import { PAYMENT_FAILURE_MARKER } from '@escapade/api-contract';
import { Button, Spinner } from '@escapade/ui';
import { purchaseMessages } from './purchase-messages';
import styles from './checkout.module.css';

/** A checkout page's frame: its title (also the tab's) and what it holds. */
export function CheckoutFrame({ title, children }: { readonly title: MessageDescriptor; readonly children: ReactNode }) {
  const intl = useIntl();
  const text = intl.formatMessage(title);
  return (
    <div className={styles.page}>
      <title>{intl.formatMessage(purchaseMessages.pageDocumentTitle, { page: text })}</title>
      <h1 className={styles.title}>{text}</h1>
      {children}
    </div>
  );
}

/** A checkout that cannot go on here, in its page's frame: why, and the way on. */
export function CheckoutNotice({
  title,
  text,
  linkTo,
  linkText,
}: {
  readonly title: MessageDescriptor;
  readonly text: string;
  readonly linkTo: string;
  readonly linkText: string;
}) {
  return (
    <CheckoutFrame title={title}>
      <section className={styles.notice} role="status">
        <p>{text}</p>
        <Link to={linkTo}>{linkText}</Link>
      </section>
    </CheckoutFrame>
  );
}

/** A checkout page whose data could not be read: the reason and a retry, in its page's frame. */
export function CheckoutLoadFailed({ title, onRetry }: { readonly title: MessageDescriptor; readonly onRetry: () => void }) {
  const intl = useIntl();
  return (
    <CheckoutFrame title={title}>
      <p role="alert">{intl.formatMessage(purchaseMessages.pageFailed)}</p>
      <Button onClick={onRetry}>{intl.formatMessage(purchaseMessages.pageRetry)}</Button>
    </CheckoutFrame>
  );
}

/** A checkout page waiting for its data, in its page's frame. */
export function CheckoutLoading({ title, label }: { readonly title: MessageDescriptor; readonly label: string }) {
  return (
    <CheckoutFrame title={title}>
      <div className={styles.loading} aria-busy="true">
        <Spinner size="lg" label={label} showLabel />
      </div>
    </CheckoutFrame>
  );
}

/** Whether the payment provider sent the browser back after a declined payment. */
export function isDeclinedReturn(search: string): boolean {
  return new URLSearchParams(search).get('status') === PAYMENT_FAILURE_MARKER.status;
}
