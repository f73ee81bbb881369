import { defineMessages, type NoMessageValues } from 'react-intl';

/** Texts of the wishlist drawer and page (product-side.md: empty wishlist, header wishlist entry). */
export const wishlistMessages = defineMessages<{
  title: NoMessageValues;
  stays: NoMessageValues;
  activities: NoMessageValues;
  empty: NoMessageValues;
  addItems: NoMessageValues;
  remove: { label: string };
  place: { hotel: string; location: string };
}>({
  title: { id: 'account.wishlist.title', defaultMessage: 'My wishlist' },
  stays: { id: 'account.wishlist.stays', defaultMessage: 'Stays' },
  activities: { id: 'account.wishlist.activities', defaultMessage: 'Activities' },
  empty: { id: 'account.wishlist.empty', defaultMessage: "You don't have any items in your wishlist" },
  addItems: { id: 'account.wishlist.addItems', defaultMessage: 'Add items' },
  remove: { id: 'account.wishlist.remove', defaultMessage: 'Remove {label} from my wishlist' },
  place: { id: 'account.wishlist.place', defaultMessage: '{hotel} · {location}' },
});
