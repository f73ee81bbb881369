import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Info } from 'lucide-react';
import { Dialog, IconButton } from '@escapade/ui';
import { type LocalTax, touristTaxText } from '@escapade/util-pricing';
import { classNames } from '../internal/class-names';
import { useDescriptorText } from '../internal/descriptor-text';
import styles from './tourist-tax-note.module.css';

const messages = defineMessages({
  explain: { id: 'travel.touristTax.explain', defaultMessage: 'About the tourist tax' },
  title: { id: 'travel.touristTax.title', defaultMessage: 'Tourist tax' },
  explanation: {
    id: 'travel.touristTax.explanation',
    defaultMessage: 'The tourist tax is set by the town of your stay. The hotel collects it on site, so it is not included in the price you pay online.',
  },
});

export interface TouristTaxNoteProps {
  /** The hotel's local tax; missing or not paid at the hotel gives the 'not included' line. */
  localTax?: LocalTax | null;
  /** Shows an info button opening the tourist-tax explanation modal. */
  explainable?: boolean;
  className?: string;
}

/** The tax line under a price, so nobody is surprised by a tax to pay at the hotel. */
export function TouristTaxNote({ localTax, explainable = false, className }: TouristTaxNoteProps) {
  const intl = useIntl();
  const text = useDescriptorText();
  const [open, setOpen] = useState(false);
  return (
    <div className={classNames(styles.root, className)}>
      <span>{text(touristTaxText(localTax, intl.locale))}</span>
      {explainable ? (
        <>
          <IconButton size="sm" aria-label={intl.formatMessage(messages.explain)} icon={<Info />} onClick={() => setOpen(true)} />
          <Dialog open={open} onClose={() => setOpen(false)} title={intl.formatMessage(messages.title)} size="sm">
            <p className={styles.explanation}>{intl.formatMessage(messages.explanation)}</p>
          </Dialog>
        </>
      ) : null}
    </div>
  );
}
