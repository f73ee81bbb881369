import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useMarket } from '@escapade/i18n';
import { MARKETS } from '@escapade/util-market';
import { otherCountrySites } from './country-sites';
import styles from './footer.module.css';

/** Links to the other country sites, named in the visitor's language (Belgium: the country and the site's language). */
export function CountrySwitcher() {
  const intl = useIntl();
  const market = useMarket();
  const sites = useMemo(() => otherCountrySites(market.code, window.location), [market.code]);
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
