import { defineMessages, type NoMessageValues } from 'react-intl';
import type { ContactField, ContactReason } from '@escapade/api-contract';

/** Texts of the contact page (product-side.md: contact page, contact form, section 5 and the error texts). */
export const contactMessages = defineMessages<{
  title: NoMessageValues;
  intro: NoMessageValues;
  manageBooking: NoMessageValues;
  modifyBooking: NoMessageValues;
  cancelBooking: NoMessageValues;
  invoiceRequest: NoMessageValues;
  popularQuestions: NoMessageValues;
  writeToUs: NoMessageValues;
  writeToUsBody: NoMessageValues;
  writeMessage: NoMessageValues;
  callUs: NoMessageValues;
  chatWithUs: NoMessageValues;
  startChat: NoMessageValues;
  chatFailure: NoMessageValues;
  thankYou: NoMessageValues;
  formTitle: NoMessageValues;
  reason: NoMessageValues;
  chooseReason: NoMessageValues;
  bookingNumber: NoMessageValues;
  bookingNumberHint: NoMessageValues;
  name: NoMessageValues;
  email: NoMessageValues;
  phone: NoMessageValues;
  description: NoMessageValues;
  send: NoMessageValues;
  checking: NoMessageValues;
  sending: NoMessageValues;
  failure: NoMessageValues;
}>({
  title: { id: 'account.contact.title', defaultMessage: 'Contact customer care' },
  intro: { id: 'account.contact.intro', defaultMessage: 'How can we help you?' },
  manageBooking: { id: 'account.contact.manageBooking', defaultMessage: 'Manage my booking' },
  modifyBooking: { id: 'account.contact.modifyBooking', defaultMessage: 'Modify my booking' },
  cancelBooking: { id: 'account.contact.cancelBooking', defaultMessage: 'Cancel my booking' },
  invoiceRequest: { id: 'account.contact.invoiceRequest', defaultMessage: 'Request an invoice' },
  popularQuestions: { id: 'account.contact.popularQuestions', defaultMessage: 'Popular questions' },
  writeToUs: { id: 'account.contact.writeToUs', defaultMessage: 'Write to us' },
  writeToUsBody: { id: 'account.contact.writeToUsBody', defaultMessage: 'Our customer care team answers every message within 48h.' },
  writeMessage: { id: 'account.contact.writeMessage', defaultMessage: 'Write a message' },
  callUs: { id: 'account.contact.callUs', defaultMessage: 'Call us' },
  chatWithUs: { id: 'account.contact.chatWithUs', defaultMessage: 'Chat with us' },
  startChat: { id: 'account.contact.startChat', defaultMessage: 'Start a chat' },
  chatFailure: { id: 'account.contact.chatFailure', defaultMessage: 'The chat could not be opened. Please try again later.' },
  thankYou: { id: 'account.contact.thankYou', defaultMessage: 'Thank you for your message. Our customer care team will contact you within 48h.' },
  formTitle: { id: 'account.contact.formTitle', defaultMessage: 'Write to customer care' },
  reason: { id: 'account.contact.reason', defaultMessage: 'Why are you writing to us?' },
  chooseReason: { id: 'account.contact.chooseReason', defaultMessage: 'Choose a reason' },
  bookingNumber: { id: 'account.contact.bookingNumber', defaultMessage: 'Booking number' },
  bookingNumberHint: { id: 'account.contact.bookingNumberHint', defaultMessage: 'You will find it in your confirmation email.' },
  name: { id: 'account.contact.name', defaultMessage: 'Your name' },
  email: { id: 'account.contact.email', defaultMessage: 'Your email address' },
  phone: { id: 'account.contact.phone', defaultMessage: 'Your phone number' },
  description: { id: 'account.contact.description', defaultMessage: 'Your message' },
  send: { id: 'account.contact.send', defaultMessage: 'Send' },
  checking: { id: 'account.contact.checking', defaultMessage: 'Checking that you are not a robot…' },
  sending: { id: 'account.contact.sending', defaultMessage: 'Sending your message…' },
  failure: {
    id: 'account.contact.failure',
    defaultMessage: "Oops! Something went wrong. Please click on 'Send' again. If the problem persists, please consult our FAQs on the top of the page.",
  },
});

/** What the form says when a field breaks its format rule (section 5); an empty required field says 'Mandatory field'. */
export const contactFieldErrors = defineMessages<Record<Exclude<ContactField, 'description'>, NoMessageValues>>({
  bookingNumber: { id: 'account.contact.error.bookingNumber', defaultMessage: 'Booking number is composed of 8 digits' },
  name: { id: 'account.contact.error.name', defaultMessage: 'Only text is expected' },
  email: { id: 'account.contact.error.email', defaultMessage: 'Email seems incorrect' },
  phone: { id: 'account.contact.error.phone', defaultMessage: 'Phone number seems incorrect' },
});

/** The contact reasons as the form's select lists them. */
export const contactReasonLabels = defineMessages<Record<ContactReason, NoMessageValues>>({
  avv_info: { id: 'account.contact.reason.avv_info', defaultMessage: 'A question about a hotel or an activity' },
  booking_info: { id: 'account.contact.reason.booking_info', defaultMessage: 'A question about my booking' },
  emailconf: { id: 'account.contact.reason.emailconf', defaultMessage: 'I have not received my confirmation email' },
  modification: { id: 'account.contact.reason.modification', defaultMessage: 'I want to modify my booking' },
  cancellation: { id: 'account.contact.reason.cancellation', defaultMessage: 'I want to cancel my booking' },
  complaint: { id: 'account.contact.reason.complaint', defaultMessage: 'I want to make a complaint' },
  other: { id: 'account.contact.reason.other', defaultMessage: 'Something else' },
});

/** The help centre's most read articles, with their questions (the contact page's popular questions). */
export const popularQuestions = defineMessages<Record<'giftVoucher' | 'changeDates' | 'confirmation' | 'payLater', NoMessageValues>>({
  giftVoucher: { id: 'account.contact.question.giftVoucher', defaultMessage: 'How do I use my gift voucher?' },
  changeDates: { id: 'account.contact.question.changeDates', defaultMessage: 'Can I change the dates of my stay?' },
  confirmation: { id: 'account.contact.question.confirmation', defaultMessage: 'When will I receive my booking confirmation?' },
  payLater: { id: 'account.contact.question.payLater', defaultMessage: 'How does paying in instalments work?' },
});

/** Where each popular question is answered in the help centre. */
export const POPULAR_QUESTION_ARTICLES: Readonly<Record<keyof typeof popularQuestions, string>> = {
  giftVoucher: 'articles/gift-voucher',
  changeDates: 'articles/change-dates',
  confirmation: 'articles/booking-confirmation',
  payLater: 'articles/pay-in-instalments',
};
