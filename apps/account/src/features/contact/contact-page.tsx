import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { chatAppId } from '@escapade/app-providers';
import { Link as RouterLink, useLocation, useNavigate } from '@escapade/app-providers/router';
import { isCustomerCareHost, useMarket } from '@escapade/i18n';
import { Button, Dialog, Link, linkClassName, OpeningHours, Spinner } from '@escapade/ui';
import { accountTabFor, formatAccountHash, type AccountPurpose } from '@escapade/util-criteria';
import { helpCentreArticleUrl, MARKET_SUPPORT } from '@escapade/util-market';
import { contactMessages, POPULAR_QUESTION_ARTICLES, popularQuestions } from './contact-messages';
import pageStyles from '../../app/pages/page.module.css';
import styles from './contact.module.css';

/** The `ref` search value of the page after a message was sent (product-side.md: contact page). */
export const CONTACT_THANK_YOU_REF = 'contact_thank_you';

// The form's code (react-hook-form, the rules, the bot check) comes when the visitor means to write.
const loadContactForm = () => import('./contact-form');
const ContactForm = lazy(loadContactForm);

const QUICK_ACTIONS: readonly { purpose: AccountPurpose; label: keyof typeof contactMessages }[] = [
  { purpose: 'modifyBooking', label: 'modifyBooking' },
  { purpose: 'cancelBooking', label: 'cancelBooking' },
  { purpose: 'invoiceRequest', label: 'invoiceRequest' },
];

const QUESTIONS = Object.keys(POPULAR_QUESTION_ARTICLES) as (keyof typeof POPULAR_QUESTION_ARTICLES)[];

/**
 * Whether the page offers its chat button: where the server offered the chat (product-side.md
 * section 6) and not on the customer-care site (section 1), as for the shell's launcher.
 */
function chatOffered(): boolean {
  return typeof window !== 'undefined' && chatAppId() !== null && !isCustomerCareHost(window.location.hostname);
}

/**
 * /contact: quick actions on a booking, the chat where it is offered, the help centre's popular
 * questions, the message form in a dialog, and customer care's phone and hours. After a message
 * is sent the page says thank you (`?ref=contact_thank_you`), so the state survives a reload and
 * is shared by the URL.
 */
export function ContactPage() {
  const intl = useIntl();
  const market = useMarket();
  const { search } = useLocation();
  const navigate = useNavigate();
  const [writing, setWriting] = useState(false);
  const [chat, setChat] = useState<'idle' | 'opening' | 'failed'>('idle');
  const thanks = useRef<HTMLParagraphElement>(null);
  const thanked = new URLSearchParams(search).get('ref') === CONTACT_THANK_YOU_REF;
  const support = MARKET_SUPPORT[market.code];

  useEffect(() => {
    if (thanked && !writing) thanks.current?.focus();
  }, [thanked, writing]);

  // The chat's loader comes with the first press: a visit that does not ask for the chat loads nothing of it.
  const startChat = () => {
    setChat('opening');
    import('./open-chat')
      .then(({ openChat }) => openChat())
      .then(
        () => setChat('idle'),
        () => setChat('failed'),
      );
  };

  const onSent = () => {
    setWriting(false);
    navigate({ search: `?ref=${CONTACT_THANK_YOU_REF}` });
  };

  return (
    <div className={pageStyles.page}>
      <h1>{intl.formatMessage(contactMessages.title)}</h1>
      {thanked ? (
        <p ref={thanks} role="status" tabIndex={-1} className={styles.thanks}>
          {intl.formatMessage(contactMessages.thankYou)}
        </p>
      ) : null}
      <p className={styles.intro}>{intl.formatMessage(contactMessages.intro)}</p>
      <div className={styles.sections}>
        <section aria-labelledby="contact-manage" className={styles.section}>
          <h2 id="contact-manage">{intl.formatMessage(contactMessages.manageBooking)}</h2>
          <ul className={styles.links}>
            {QUICK_ACTIONS.map(({ purpose, label }) => (
              <li key={purpose}>
                <RouterLink to={{ pathname: '/account', hash: formatAccountHash(accountTabFor(purpose)) }} className={linkClassName('standalone')}>
                  {intl.formatMessage(contactMessages[label])}
                </RouterLink>
              </li>
            ))}
          </ul>
        </section>
        {chatOffered() ? (
          <section aria-labelledby="contact-chat" className={styles.section}>
            <h2 id="contact-chat">{intl.formatMessage(contactMessages.chatWithUs)}</h2>
            <p>
              <OpeningHours slots={support.chatHours} />
            </p>
            <Button variant="secondary" onClick={startChat} loading={chat === 'opening'}>
              {intl.formatMessage(contactMessages.startChat)}
            </Button>
            <p role="status" className={styles.chatFailure}>
              {chat === 'failed' ? intl.formatMessage(contactMessages.chatFailure) : null}
            </p>
          </section>
        ) : null}
        <section aria-labelledby="contact-questions" className={styles.section}>
          <h2 id="contact-questions">{intl.formatMessage(contactMessages.popularQuestions)}</h2>
          <ul className={styles.links}>
            {QUESTIONS.map((question) => (
              <li key={question}>
                <Link variant="standalone" external href={helpCentreArticleUrl(market.code, POPULAR_QUESTION_ARTICLES[question])}>
                  {intl.formatMessage(popularQuestions[question])}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="contact-write" className={styles.section}>
          <h2 id="contact-write">{intl.formatMessage(contactMessages.writeToUs)}</h2>
          <p>{intl.formatMessage(contactMessages.writeToUsBody)}</p>
          <Button onClick={() => setWriting(true)} onPointerEnter={() => void loadContactForm()} onFocus={() => void loadContactForm()} aria-haspopup="dialog">
            {intl.formatMessage(contactMessages.writeMessage)}
          </Button>
        </section>
        <section aria-labelledby="contact-call" className={styles.section}>
          <h2 id="contact-call">{intl.formatMessage(contactMessages.callUs)}</h2>
          <p>
            <a href={`tel:${support.phoneE164}`} className={linkClassName('standalone')}>
              {support.phone}
            </a>
          </p>
          <p>
            <OpeningHours slots={support.contactHours} />
          </p>
        </section>
      </div>
      <Dialog open={writing} onClose={() => setWriting(false)} title={intl.formatMessage(contactMessages.formTitle)} size="lg" closeOnOutsidePress={false}>
        <Suspense fallback={<Spinner />}>
          <ContactForm onSent={onSent} />
        </Suspense>
      </Dialog>
    </div>
  );
}
