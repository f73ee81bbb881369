import { Suspense, lazy, useEffect, useRef } from 'react';
import { CircleUserRound } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';
import { Link, useHref } from '@escapade/app-providers/router';
import { useSession } from '@escapade/app-providers';
import { accountSignInUrl } from '@escapade/util-criteria';
import { usePageLocation } from '../frame/use-page-location';
import { HEADER_LINKS } from './header-links';
import styles from './account-menu.module.css';

const SignedInMenu = lazy(() => import('./signed-in-menu'));

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
 * (profile, trips, wishlist, sign out); otherwise, also while the answer is awaited, a sign-in link
 * back to this page; with the toggle off, the booking-retrieval tab.
 */
export function AccountMenu({ customerAccount }: AccountMenuProps) {
  const intl = useIntl();
  const session = useSession({ enabled: customerAccount });
  const here = useHref(usePageLocation());
  const signInRef = useRef<HTMLAnchorElement>(null);
  const signedOut = useRef(false);
  const signedIn = session.status === 'signed-in';
  useEffect(() => {
    // After signing out from the menu, keyboard focus lands on the sign-in link that replaces it.
    if (!signedIn && signedOut.current) {
      signedOut.current = false;
      signInRef.current?.focus();
    }
  }, [signedIn]);
  if (!customerAccount) {
    return (
      <Link to={HEADER_LINKS.bookingRetrieval} className={styles.entry}>
        <CircleUserRound aria-hidden className={styles.icon} />
        <span className={styles.label}>{intl.formatMessage(messages.bookingRetrieval)}</span>
      </Link>
    );
  }
  if (session.status !== 'signed-in') {
    return (
      <Link ref={signInRef} to={accountSignInUrl(here)} className={styles.entry}>
        <CircleUserRound aria-hidden className={styles.icon} />
        <span className={styles.label}>{intl.formatMessage(messages.signIn)}</span>
      </Link>
    );
  }
  return (
    <Suspense
      fallback={
        <span className={styles.entry}>
          <CircleUserRound aria-hidden className={styles.icon} />
        </span>
      }
    >
      <SignedInMenu
        account={session.account}
        label={intl.formatMessage(messages.account)}
        onSignOut={() => {
          signedOut.current = true;
        }}
      />
    </Suspense>
  );
}
