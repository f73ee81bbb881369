import { FormattedMessage, defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from '@escapade/app-providers/router';
import { useMarket } from '@escapade/i18n';
import { helpCentreUrl, MARKET_EXTERNAL_SITES, MARKET_TOGGLES } from '@escapade/util-market';
import { ContactBlock } from './contact-block';
import { CountrySwitcher } from './country-switcher';
import { NewsletterForm } from '../../features/newsletter';
import styles from './footer.module.css';

const messages = defineMessages({
  nav: { id: 'shell.footer.nav', defaultMessage: 'Footer' },
  contact: { id: 'shell.footer.contact', defaultMessage: 'Contact us' },
  helpCentre: { id: 'shell.footer.helpCentre', defaultMessage: 'Help centre' },
  salesTerms: { id: 'shell.footer.salesTerms', defaultMessage: 'Terms of sale' },
  useTerms: { id: 'shell.footer.useTerms', defaultMessage: 'Terms of use' },
  dataProtection: { id: 'shell.footer.dataProtection', defaultMessage: 'Data protection' },
  cookies: { id: 'shell.footer.cookies', defaultMessage: 'Cookies' },
  partnerHotels: { id: 'shell.footer.partnerHotels', defaultMessage: 'Become a partner hotel' },
  pressRoom: { id: 'shell.footer.pressRoom', defaultMessage: 'Press room' },
  jobs: { id: 'shell.footer.jobs', defaultMessage: 'Jobs' },
  giftBoxShop: { id: 'shell.footer.giftBoxShop', defaultMessage: 'Gift-box shop' },
  helpGroup: { id: 'shell.footer.helpGroup', defaultMessage: 'Help' },
  legalGroup: { id: 'shell.footer.legalGroup', defaultMessage: 'Legal information' },
  companyGroup: { id: 'shell.footer.companyGroup', defaultMessage: 'About Escapade' },
  cookieSettings: { id: 'shell.footer.cookieSettings', defaultMessage: 'Cookie settings' },
});

/** A footer link: a site path (through the router, so Belgian pages keep their prefix) or another site. */
interface FooterLink {
  readonly label: MessageDescriptor;
  readonly to?: string;
  readonly href?: string;
}

/** The footer's link groups for a market (product-side.md, footer); toggles and addresses come from util-market. */
function footerGroups(code: Parameters<typeof helpCentreUrl>[0]): { title: MessageDescriptor; links: FooterLink[] }[] {
  const sites = MARKET_EXTERNAL_SITES[code];
  const toggles = MARKET_TOGGLES[code];
  const company: FooterLink[] = [{ label: messages.partnerHotels, href: sites.partnerHotels }];
  if (toggles.pressRoom && sites.pressRoom) company.push({ label: messages.pressRoom, href: sites.pressRoom });
  company.push({ label: messages.jobs, href: sites.jobs });
  if (toggles.giftBoxShop && sites.giftBoxShop) company.push({ label: messages.giftBoxShop, href: sites.giftBoxShop });
  return [
    {
      title: messages.helpGroup,
      links: [
        { label: messages.contact, to: '/contact' },
        { label: messages.helpCentre, href: helpCentreUrl(code) },
      ],
    },
    {
      title: messages.legalGroup,
      links: [
        { label: messages.salesTerms, to: '/page/terms-of-sale' },
        { label: messages.useTerms, to: '/page/legal-notice' },
        { label: messages.dataProtection, to: '/page/privacy' },
        { label: messages.cookies, to: '/page/cookies' },
      ],
    },
    { title: messages.companyGroup, links: company },
  ];
}

export interface FooterProps {
  /** Opens the cookie settings, where a consent is changed or withdrawn. */
  onCookieSettings?: () => void;
}

/** Site footer (product-side.md): newsletter, contact block, help, legal and company links, and the country switcher. */
export function Footer({ onCookieSettings }: FooterProps) {
  const intl = useIntl();
  const market = useMarket();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <section className={styles.section} aria-labelledby="footer-newsletter-title">
            <h2 id="footer-newsletter-title" className={styles.heading}>
              <FormattedMessage id="shell.footer.newsletter.heading" defaultMessage="Newsletter" />
            </h2>
            <NewsletterForm />
          </section>
          <ContactBlock />
        </div>
        <nav aria-label={intl.formatMessage(messages.nav)} className={styles.groups}>
          {footerGroups(market.code).map((group) => (
            <div key={group.title.id} className={styles.group}>
              <h2 className={styles.heading}>{intl.formatMessage(group.title)}</h2>
              <ul className={styles.links}>
                {group.links.map((link) => (
                  <li key={link.label.id}>{link.to ? <Link to={link.to}>{intl.formatMessage(link.label)}</Link> : <a href={link.href}>{intl.formatMessage(link.label)}</a>}</li>
                ))}
                {group.title === messages.legalGroup && onCookieSettings ? (
                  <li>
                    <button type="button" className={styles.linkButton} onClick={onCookieSettings}>
                      {intl.formatMessage(messages.cookieSettings)}
                    </button>
                  </li>
                ) : null}
              </ul>
            </div>
          ))}
        </nav>
        <CountrySwitcher />
        <p className={styles.copyright}>
          <FormattedMessage id="shell.footer.copyright" defaultMessage="© Escapade. Short breaks in Europe." />
        </p>
      </div>
    </footer>
  );
}
