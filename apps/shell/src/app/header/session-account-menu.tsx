import { Suspense, lazy, useEffect, useRef, type ReactElement, type RefObject } from 'react';
import { CircleUserRound } from 'lucide-react';
import { useSession } from '@escapade/app-providers/session';
import styles from './account-menu.module.css';

const SignedInMenu = lazy(() => import('./signed-in-menu'));

/**
 * The account entry once the session is asked for: the sign-in link for a visitor (and until the
 * server answers), the signed-in menu for a customer. After signing out from the menu, keyboard
 * focus lands on the sign-in link that replaces it.
 */
export default function SessionAccountMenu({ signInLink, signInRef, label }: { signInLink: ReactElement; signInRef: RefObject<HTMLAnchorElement | null>; label: string }) {
  const session = useSession();
  const signedOut = useRef(false);
  const signedIn = session.status === 'signed-in';
  useEffect(() => {
    if (!signedIn && signedOut.current) {
      signedOut.current = false;
      signInRef.current?.focus();
    }
  }, [signedIn, signInRef]);
  if (session.status !== 'signed-in') return signInLink;
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
        label={label}
        onSignOut={() => {
          signedOut.current = true;
        }}
      />
    </Suspense>
  );
}
