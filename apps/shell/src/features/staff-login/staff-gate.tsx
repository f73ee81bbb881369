import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useEndStaffSession, useStaffSession } from '@escapade/data-access-api';
import { Button } from '@escapade/ui';
import { staffLoginMessages as messages } from './staff-login-messages';
import { StaffLoginView } from './staff-login-view';
import styles from './staff-login.module.css';

/** Who is signed in, and the way out, over every page of the customer-care site. */
function StaffStrip({ email }: { email: string }) {
  const intl = useIntl();
  const id = useId();
  const signOut = useEndStaffSession();
  return (
    <aside className={styles.strip} aria-labelledby={id}>
      <p id={id} className={styles.signedIn}>
        {intl.formatMessage(messages.signedInAs, { email })}
      </p>
      <Button variant="secondary" size="sm" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
        {intl.formatMessage(messages.signOut)}
      </Button>
    </aside>
  );
}

/**
 * On the customer-care site the page shows only once a staff session exists (product-side.md
 * section 1): until then the login view stands in its place. Once signed in, focus goes to the page.
 */
export default function StaffGate({ children }: { children: ReactNode }) {
  const session = useStaffSession();
  const signedIn = session.data ? session.data.email : null;
  const wasSignedOut = useRef(false);
  useEffect(() => {
    if (signedIn === null) wasSignedOut.current = true;
    else if (wasSignedOut.current) document.getElementById('main')?.focus();
  }, [signedIn]);
  // A moment while the session is asked for: the header and footer stay, the page waits.
  if (session.isPending) return null;
  if (signedIn === null) return <StaffLoginView />;
  return (
    <>
      <StaffStrip email={signedIn} />
      {children}
    </>
  );
}
