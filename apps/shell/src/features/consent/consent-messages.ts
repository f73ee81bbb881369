import { defineMessages } from 'react-intl';

/** The texts of the consent banner and its settings dialog. */
export const consentMessages = defineMessages({
  bannerLabel: { id: 'shell.consent.bannerLabel', defaultMessage: 'Cookies and your privacy' },
  bannerText: {
    id: 'shell.consent.bannerText',
    defaultMessage: 'May we measure how the site is used and credit the partner who sent you? Nothing is stored or sent for this until you choose.',
  },
  acceptAll: { id: 'shell.consent.acceptAll', defaultMessage: 'Accept all' },
  refuseAll: { id: 'shell.consent.refuseAll', defaultMessage: 'Refuse all' },
  choose: { id: 'shell.consent.choose', defaultMessage: 'Choose' },
  settingsTitle: { id: 'shell.consent.settingsTitle', defaultMessage: 'Cookie settings' },
  settingsIntro: {
    id: 'shell.consent.settingsIntro',
    defaultMessage: 'Choose what we may store on this device and send. You can change your choice at any time from the link at the bottom of every page.',
  },
  essentialLabel: { id: 'shell.consent.essentialLabel', defaultMessage: 'Essential (always on)' },
  essentialText: { id: 'shell.consent.essentialText', defaultMessage: 'Your session, your language and this choice: the site cannot work without them.' },
  analyticsLabel: { id: 'shell.consent.analyticsLabel', defaultMessage: 'Audience measurement' },
  analyticsText: { id: 'shell.consent.analyticsText', defaultMessage: 'Which pages and offers are viewed, so we can improve the site.' },
  marketingLabel: { id: 'shell.consent.marketingLabel', defaultMessage: 'Marketing attribution' },
  marketingText: { id: 'shell.consent.marketingText', defaultMessage: 'Remembers the partner or campaign that brought you here, and allows personalised advertising.' },
  save: { id: 'shell.consent.save', defaultMessage: 'Save my choices' },
});
