import { useIntl } from 'react-intl';
import { useMarket } from '@escapade/i18n';
import type { MarketLanguage } from '@escapade/util-market';
import { usePageLocation } from '../frame/use-page-location';
import { headerMessages } from './header-messages';
import styles from './header.module.css';

/** Each language named in itself, as the spec writes them (product-side.md section 9). */
const LANGUAGE_NAMES: Readonly<Partial<Record<MarketLanguage, string>>> = { nl: 'Nederlands', fr: 'Francais' };

/** The cookie remembering the visitor's last language on a bilingual site. */
export const LAST_LANGUAGE_COOKIE = 'lastLanguage';

/** A year, in seconds: how long the language choice is remembered. */
const ONE_YEAR = 365 * 24 * 60 * 60;

/** Remembers the language a visitor chose on a bilingual site, for their next visit. */
export function rememberLanguage(language: MarketLanguage): void {
  document.cookie = `${LAST_LANGUAGE_COOKIE}=${language}; Max-Age=${ONE_YEAR}; Path=/; SameSite=Lax`;
}

/**
 * The other languages of a bilingual market (Belgium: French and Dutch), each keeping the page: the
 * same path, query and hash under the other language's prefix. Nothing where a market has one language.
 */
export function LanguageSelector() {
  const intl = useIntl();
  const market = useMarket();
  const { pathname, search, hash } = usePageLocation();
  const others = market.countryLanguages.filter((language) => language !== market.language);
  if (others.length === 0) return null;
  return (
    <nav aria-label={intl.formatMessage(headerMessages.language)} className={styles.languageNav}>
      <ul className={styles.languages}>
        {others.map((language) => (
          // A whole page load: the other language is another market, resolved when the page starts.
          <li key={language}>
            <a
              href={`/${language}${pathname === '/' ? '/' : pathname}${search}${hash}`}
              lang={language}
              hrefLang={language}
              className={styles.tool}
              onClick={() => rememberLanguage(language)}
            >
              {LANGUAGE_NAMES[language] ?? language}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
