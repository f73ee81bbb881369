import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button, Checkbox, Dialog, VisuallyHidden } from '@escapade/ui';
import { ALL_ACCEPTED, ALL_REFUSED, readConsent, saveConsent, type ConsentChoice } from '@escapade/app-providers/consent';
import { consentMessages as messages } from './consent-messages';
import styles from './consent-banner.module.css';

export interface ConsentSettingsProps {
  open: boolean;
  onClose: () => void;
}

/** Purpose by purpose, from the banner's 'Choose' or the footer's 'Cookie settings'; withdrawing is as easy as giving. */
export default function ConsentSettings({ open, onClose }: ConsentSettingsProps) {
  const intl = useIntl();
  const formId = 'consent-settings-form';
  const [choice, setChoice] = useState<ConsentChoice>(() => readConsent() ?? ALL_REFUSED);
  const decide = (decided: ConsentChoice) => {
    saveConsent(decided);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    decide(choice);
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={intl.formatMessage(messages.settingsTitle)}
      description={intl.formatMessage(messages.settingsIntro)}
      footer={
        <>
          <Button variant="secondary" onClick={() => decide(ALL_REFUSED)}>
            {intl.formatMessage(messages.refuseAll)}
          </Button>
          <Button variant="secondary" onClick={() => decide(ALL_ACCEPTED)}>
            {intl.formatMessage(messages.acceptAll)}
          </Button>
          <Button type="submit" form={formId}>
            {intl.formatMessage(messages.save)}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit}>
        <fieldset className={styles.choices}>
          <legend>
            <VisuallyHidden>{intl.formatMessage(messages.settingsTitle)}</VisuallyHidden>
          </legend>
          <Checkbox label={intl.formatMessage(messages.essentialLabel)} description={intl.formatMessage(messages.essentialText)} checked disabled readOnly />
          <Checkbox
            label={intl.formatMessage(messages.analyticsLabel)}
            description={intl.formatMessage(messages.analyticsText)}
            checked={choice.analytics}
            onChange={(event) => setChoice({ ...choice, analytics: event.target.checked })}
          />
          <Checkbox
            label={intl.formatMessage(messages.marketingLabel)}
            description={intl.formatMessage(messages.marketingText)}
            checked={choice.marketing}
            onChange={(event) => setChoice({ ...choice, marketing: event.target.checked })}
          />
        </fieldset>
      </form>
    </Dialog>
  );
}
