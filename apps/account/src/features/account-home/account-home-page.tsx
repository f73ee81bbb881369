import { useIntl } from 'react-intl';
import { useSession } from '@escapade/app-providers/session';
import { Navigate, useHref, useLocation, useNavigate } from '@escapade/app-providers/router';
import { useEndAccountSession } from '@escapade/data-access-api';
import { Button, Spinner } from '@escapade/ui';
import { accountSignInUrl, HOME_ROUTE } from '@escapade/util-criteria';
import { accountMessages } from '../../lib/account-messages';
import styles from '../../lib/account-forms.module.css';

/**
 * /account (and the menu's profile): who is signed in, and sign out, which ends the session on the
 * server and goes home. A visitor is sent to sign in, and comes back here afterwards.
 */
export function AccountHomePage() {
  const intl = useIntl();
  const session = useSession();
  const here = useHref(useLocation());
  const navigate = useNavigate();
  const signOut = useEndAccountSession({ onSuccess: () => navigate(HOME_ROUTE) });

  if (session.status === 'unknown') return <Spinner label={intl.formatMessage(accountMessages.loading)} />;
  // Signing out flips the session to a visitor before the page leaves: that is no reason to ask to sign in.
  if (session.status === 'visitor') return signOut.isSuccess ? null : <Navigate to={accountSignInUrl(here)} replace />;

  return (
    <div className={styles.page}>
      <h1>{intl.formatMessage(accountMessages.homeTitle)}</h1>
      <p>{intl.formatMessage(accountMessages.signedInAs, { name: session.account.name, email: session.account.email })}</p>
      {signOut.isError ? (
        <p role="alert" className={styles.refusal}>
          {intl.formatMessage(accountMessages.signOutFailed)}
        </p>
      ) : null}
      <Button type="button" variant="secondary" loading={signOut.isPending} disabled={signOut.isPending} onClick={() => signOut.mutate()}>
        {intl.formatMessage(accountMessages.signOut)}
      </Button>
    </div>
  );
}
