import { FormattedMessage, IntlProvider } from 'react-intl';
import type { Messages } from '@escapade/i18n';
import { rememberLanguage } from '../header/language-selector';
import styles from './page.module.css';

/** Belgian root: the visitor picks French or Dutch; each choice is written in its own language. */
export function BelgianSplashPage({ fr, nl }: { fr: Messages; nl: Messages }) {
  return (
    <main id="main" className={styles.page}>
      <h1>Escapade</h1>
      <ul className={styles.languages}>
        <li lang="fr">
          <IntlProvider locale="fr-BE" defaultLocale="en" messages={fr}>
            <a href="/fr/" className={styles.cta} onClick={() => rememberLanguage('fr')}>
              <FormattedMessage id="shell.splash.choose" defaultMessage="Continue in English" />
            </a>
          </IntlProvider>
        </li>
        <li lang="nl">
          <IntlProvider locale="nl-BE" defaultLocale="en" messages={nl}>
            <a href="/nl/" className={styles.cta} onClick={() => rememberLanguage('nl')}>
              <FormattedMessage id="shell.splash.choose" defaultMessage="Continue in English" />
            </a>
          </IntlProvider>
        </li>
      </ul>
    </main>
  );
}
