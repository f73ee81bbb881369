export { NewsletterForm, type NewsletterFormProps, type NewsletterState } from './newsletter-form';
