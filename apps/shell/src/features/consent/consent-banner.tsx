import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@escapade/ui';
import { ALL_ACCEPTED, ALL_REFUSED, saveConsent, type ConsentChoice } from '@escapade/app-providers/consent';
import { consentMessages as messages } from './consent-messages';
import styles from './consent-banner.module.css';

export interface ConsentBannerProps {
  /** Opens the settings, purpose by purpose. */
  onChoose: () => void;
}

/**
 * The first-visit question (EU ePrivacy rules): refusing is as easy as accepting, nothing
 * non-essential is stored or sent before an answer. A region rather than a modal dialog, so the page
 * stays usable; it comes first in the document so keyboard and screen-reader users meet it first.
 */
export function ConsentBanner({ onChoose }: ConsentBannerProps) {
  const intl = useIntl();
  const titleId = useId();
  // The banner goes away with the button pressed: focus moves to the page's content rather than to nowhere.
  const decide = (choice: ConsentChoice) => {
    saveConsent(choice);
    document.getElementById('main')?.focus();
  };
  return (
    <section className={styles.banner} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {intl.formatMessage(messages.bannerLabel)}
      </h2>
      <p className={styles.text}>{intl.formatMessage(messages.bannerText)}</p>
      <div className={styles.actions}>
        <Button size="sm" onClick={() => decide(ALL_ACCEPTED)}>
          {intl.formatMessage(messages.acceptAll)}
        </Button>
        <Button size="sm" onClick={() => decide(ALL_REFUSED)}>
          {intl.formatMessage(messages.refuseAll)}
        </Button>
        <Button size="sm" variant="ghost" onClick={onChoose}>
          {intl.formatMessage(messages.choose)}
        </Button>
      </div>
    </section>
  );
}
