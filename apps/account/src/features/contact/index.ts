export { CONTACT_THANK_YOU_REF, ContactPage } from './contact-page';
