import { defineMessages, type NoMessageValues } from 'react-intl';

/** Texts of the activity-only page; English source texts are the spec's where it gives them (product-side.md sections 2, 4 and 8). */
export const activityMessages = defineMessages<{
  loading: NoMessageValues;
  activitiesTitle: NoMessageValues;
  centreTitle: NoMessageValues;
  descriptionTitle: NoMessageValues;
  priceTitle: NoMessageValues;
  participants: NoMessageValues;
  offer: NoMessageValues;
  buyForMyself: NoMessageValues;
  voucherTitle: NoMessageValues;
  voucherText: NoMessageValues;
  continue: NoMessageValues;
  howItWorks: NoMessageValues;
  howItWorksSteps: NoMessageValues;
}>({
  loading: { id: 'product.activity.loading', defaultMessage: 'Loading the activity…' },
  activitiesTitle: { id: 'product.activity.activities', defaultMessage: 'Activities' },
  centreTitle: { id: 'product.activity.centre', defaultMessage: 'Activity centre' },
  descriptionTitle: { id: 'product.activity.description', defaultMessage: 'Description' },
  priceTitle: { id: 'product.activity.price', defaultMessage: 'Your voucher' },
  participants: { id: 'product.activity.participants', defaultMessage: 'Participants' },
  offer: { id: 'product.activity.offer', defaultMessage: 'Offer' },
  buyForMyself: { id: 'product.activity.buyForMyself', defaultMessage: 'Buy for myself' },
  voucherTitle: { id: 'product.activity.voucherTitle', defaultMessage: 'Your digital voucher' },
  voucherText: {
    id: 'product.activity.voucherText',
    defaultMessage: 'You receive the voucher by email right after payment. It is valid for 12 months: book your date directly with the activity centre.',
  },
  continue: { id: 'product.activity.continue', defaultMessage: 'Continue' },
  howItWorks: { id: 'product.activity.howItWorks', defaultMessage: 'How it works' },
  howItWorksSteps: {
    id: 'product.activity.howItWorksSteps',
    defaultMessage: 'Choose the number of participants, pay online, receive your voucher by email and book your date with the activity centre.',
  },
});
