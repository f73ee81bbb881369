import { defineMessages, useIntl } from 'react-intl';
import { Dialog } from '@escapade/ui';
import { type LocalTax, touristTaxRuleText } from '@escapade/util-pricing';
import { useDescriptorText } from '../internal/descriptor-text';
import { touristTaxMessages } from './tourist-tax-note-messages';
import styles from './tourist-tax-note.module.css';

const messages = defineMessages({
  explanation: {
    id: 'travel.touristTax.explanation',
    defaultMessage: 'The tourist tax is set by the town of your stay. The hotel collects it on site, so it is not included in the price you pay online.',
  },
});

export interface TouristTaxDialogProps {
  open: boolean;
  onClose: () => void;
  /** The hotel's local tax: its rule and figure are added when known. */
  localTax?: LocalTax | null;
}

/**
 * The tourist-tax modal: why the tax is paid at the hotel and, when the hotel's tax is known, how
 * it is counted. Its own module, so pages load it only when a visitor opens it.
 */
export function TouristTaxDialog({ open, onClose, localTax }: TouristTaxDialogProps) {
  const intl = useIntl();
  const text = useDescriptorText();
  const rule = touristTaxRuleText(localTax, intl.locale);
  return (
    <Dialog open={open} onClose={onClose} title={intl.formatMessage(touristTaxMessages.title)} size="sm">
      <p className={styles.explanation}>{intl.formatMessage(messages.explanation)}</p>
      {rule ? <p className={styles.explanation}>{text(rule)}</p> : null}
    </Dialog>
  );
}

export default TouristTaxDialog;
