import { defineMessages } from 'react-intl';

/** Texts the header bar and the burger menu share. */
export const headerMessages = defineMessages({
  home: { id: 'shell.header.home', defaultMessage: 'Escapade, home page' },
  help: { id: 'shell.header.help', defaultMessage: 'Help' },
  gift: { id: 'shell.header.gift', defaultMessage: 'Offer a gift' },
  giftCard: { id: 'shell.header.giftCard', defaultMessage: 'Gift card' },
  wishlist: { id: 'shell.header.wishlist', defaultMessage: 'Wishlist' },
  inspirations: { id: 'shell.header.inspirations', defaultMessage: 'Inspirations' },
  menu: { id: 'shell.header.menu', defaultMessage: 'Menu' },
  language: { id: 'shell.header.language', defaultMessage: 'Language' },
  back: { id: 'shell.header.back', defaultMessage: 'Back' },
});
