import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useMarket } from '@escapade/i18n';
import { MARKETS } from '@escapade/util-market';
import { useHydrated } from '../frame/use-hydrated';
import { otherCountrySites, PUBLIC_SITE_LOCATION } from './country-sites';
import styles from './footer.module.css';

/** Links to the other country sites, named in the visitor's language (Belgium: the country and the site's language). */
export function CountrySwitcher() {
  const intl = useIntl();
  const market = useMarket();
  // The page frame is written at build time with the public sites; the browser then uses the page's own host family.
  const hydrated = useHydrated();
  const sites = useMemo(() => otherCountrySites(market.code, hydrated ? window.location : PUBLIC_SITE_LOCATION), [market.code, hydrated]);
  const countries = new Intl.DisplayNames(market.locale, { type: 'region' });
  const languages = new Intl.DisplayNames(market.locale, { type: 'language' });
  return (
    <nav aria-label={intl.formatMessage({ id: 'shell.footer.countries', defaultMessage: 'Our sites in other countries' })} className={styles.countries}>
      <ul className={styles.countryList}>
        {sites.map(({ code, href }) => {
          const { country, language, countryLanguages } = MARKETS[code];
          const countryName = countries.of(country) ?? country;
          return (
            <li key={code}>
              <a href={href} hrefLang={MARKETS[code].locale}>
                {countryLanguages.length > 1 ? (
                  <FormattedMessage
                    id="shell.footer.countryInLanguage"
                    defaultMessage="{country} ({language})"
                    values={{ country: countryName, language: languages.of(language) ?? language }}
                  />
                ) : (
                  countryName
                )}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
