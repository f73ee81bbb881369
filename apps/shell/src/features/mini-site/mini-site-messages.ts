import { defineMessages, type NoMessageValues } from 'react-intl';

/** Texts of a partner mini-site page (product-side.md section 2, partner mini-sites). */
export const miniSiteMessages = defineMessages<{
  title: { partner: string };
  intro: { partner: string };
  pageTitle: { partner: string };
  description: { partner: string };
  logo: { partner: string };
  partnerFooter: { partner: string };
  findWeekend: NoMessageValues;
}>({
  title: { id: 'shell.miniSite.title', defaultMessage: 'Your getaways with {partner}' },
  intro: { id: 'shell.miniSite.intro', defaultMessage: 'Weekends, hotel nights and activities chosen for the readers of {partner}.' },
  pageTitle: { id: 'shell.miniSite.pageTitle', defaultMessage: 'Getaways with {partner} | Escapade' },
  description: { id: 'shell.miniSite.description', defaultMessage: 'Book your weekend getaway with {partner}: hotel stays with breakfast, dinners and activities.' },
  logo: { id: 'shell.miniSite.logo', defaultMessage: '{partner} logo' },
  partnerFooter: { id: 'shell.miniSite.partnerFooter', defaultMessage: 'About {partner}' },
  findWeekend: { id: 'shell.miniSite.findWeekend', defaultMessage: 'Find a weekend' },
});
