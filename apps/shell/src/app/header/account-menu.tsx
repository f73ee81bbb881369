import { Suspense, lazy, useEffect, useRef } from 'react';
import { CircleUserRound } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';
import { Link, useHref } from '@escapade/app-providers/router';
import { isSignedIn, useSession } from '@escapade/app-providers';
import { usePageLocation } from '../frame/use-page-location';
import { HEADER_LINKS, signInLink } from './header-links';
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
 * The account icon (product-side.md, account menu): with the customer-account toggle on and an access
 * token, a menu button (profile, trips, wishlist, sign out); signed out, a sign-in link back to this
 * page; with the toggle off, the booking-retrieval tab.
 */
export function AccountMenu({ customerAccount }: AccountMenuProps) {
  const intl = useIntl();
  const session = useSession();
  const here = useHref(usePageLocation());
  const signInRef = useRef<HTMLAnchorElement>(null);
  const signedOut = useRef(false);
  const signedIn = isSignedIn(session);
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
  if (!signedIn) {
    return (
      <Link ref={signInRef} to={signInLink(here)} className={styles.entry}>
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
        label={intl.formatMessage(messages.account)}
        onSignOut={() => {
          signedOut.current = true;
        }}
      />
    </Suspense>
  );
}
