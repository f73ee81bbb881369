import { defineMessages, type NoMessageValues } from 'react-intl';
import type { GiftFormat } from '@escapade/util-criteria';

/** Texts of the gift options the search box shows in the gifting flow, in place of the dates. */
export const giftOptionsMessages = defineMessages<{
  label: NoMessageValues;
  summary: { nights: number; format: GiftFormat; people: number };
  nights: NoMessageValues;
  nightsHelp: { min: number; max: number };
  format: NoMessageValues;
  people: NoMessageValues;
  peopleHelp: { min: number; max: number };
}>({
  label: { id: 'search.box.gift', defaultMessage: 'Your gift' },
  summary: {
    id: 'search.box.gift.summary',
    defaultMessage: '{nights, plural, one {# night} other {# nights}}, {format, select, physical {physical} other {digital}}, {people, plural, one {# person} other {# people}}',
  },
  nights: { id: 'search.box.gift.nights', defaultMessage: 'Nights' },
  nightsHelp: { id: 'search.box.gift.nights.help', defaultMessage: 'From {min} to {max} nights' },
  format: { id: 'search.box.gift.format', defaultMessage: 'Voucher format' },
  people: { id: 'search.box.gift.people', defaultMessage: 'People' },
  peopleHelp: { id: 'search.box.gift.people.help', defaultMessage: 'From {min} to {max} people' },
});

/** Each gift format's name and how it reaches the beneficiary (product-side.md: digital by email at once, physical by post in 2 to 4 working days, free). */
export const giftFormatMessages = defineMessages<Record<GiftFormat | `${GiftFormat}Help`, NoMessageValues>>({
  digital: { id: 'search.box.gift.format.digital', defaultMessage: 'Digital' },
  digitalHelp: { id: 'search.box.gift.format.digital.help', defaultMessage: 'By email, straight away' },
  physical: { id: 'search.box.gift.format.physical', defaultMessage: 'Physical' },
  physicalHelp: { id: 'search.box.gift.format.physical.help', defaultMessage: 'By post, free, in 2 to 4 working days' },
});
