import { Suspense, lazy, useRef } from 'react';
import { CircleUserRound } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';
import { Link, useHref } from '@escapade/app-providers/router';
import { accountSignInUrl } from '@escapade/util-criteria';
import { useBelowFoldReady } from '../frame/use-below-fold-ready';
import { usePageLocation } from '../frame/use-page-location';
import { HEADER_LINKS } from './header-links';
import styles from './account-menu.module.css';

// The session's call and TanStack Query's observer come once the first screen is done.
const SessionAccountMenu = lazy(() => import('./session-account-menu'));

const messages = defineMessages({
  account: { id: 'shell.header.account', defaultMessage: 'My account' },
  signIn: { id: 'shell.header.signIn', defaultMessage: 'Sign in' },
  bookingRetrieval: { id: 'shell.header.bookingRetrieval', defaultMessage: 'My booking' },
});

export interface AccountMenuProps {
  /** The market's customer-account toggle. */
  customerAccount: boolean;
}

/**
 * The account icon (product-side.md, account menu): with the customer-account toggle on and a
 * session the API confirms (`GET /api/account/session`; the cookie is HttpOnly), a menu button
 * (profile, trips, wishlist, sign out); otherwise, also until the answer comes, a sign-in link back
 * to this page; with the toggle off, the booking-retrieval tab. The session is asked for once the
 * first screen is done, so the first JavaScript stays within its budget.
 */
export function AccountMenu({ customerAccount }: AccountMenuProps) {
  const intl = useIntl();
  const here = useHref(usePageLocation());
  const signInRef = useRef<HTMLAnchorElement>(null);
  const ready = useBelowFoldReady();
  if (!customerAccount) {
    return (
      <Link to={HEADER_LINKS.bookingRetrieval} className={styles.entry}>
        <CircleUserRound aria-hidden className={styles.icon} />
        <span className={styles.label}>{intl.formatMessage(messages.bookingRetrieval)}</span>
      </Link>
    );
  }
  const signInLink = (
    <Link ref={signInRef} to={accountSignInUrl(here)} className={styles.entry}>
      <CircleUserRound aria-hidden className={styles.icon} />
      <span className={styles.label}>{intl.formatMessage(messages.signIn)}</span>
    </Link>
  );
  if (!ready) return signInLink;
  return (
    <Suspense fallback={signInLink}>
      <SessionAccountMenu signInLink={signInLink} signInRef={signInRef} label={intl.formatMessage(messages.account)} />
    </Suspense>
  );
}
