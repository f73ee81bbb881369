import { useIntl } from 'react-intl';
import { Dialog, Spinner } from '@escapade/ui';
import type { ExtraChange } from './use-extra-navigation';
import { extrasMessages } from './extras-messages';
import styles from './extras.module.css';

/**
 * The loading modal of a change of extra: the spec's text as the dialog's name, and a busy region whose
 * status tells screen readers the stay is being updated. Closing it cancels the change. Only a click on
 * Add or Remove shows it, so the section loads it then (its own chunk).
 */
export default function ExtraLoadingDialog({ pending, onCancel }: { readonly pending: ExtraChange; readonly onCancel: () => void }) {
  const intl = useIntl();
  return (
    <Dialog open onClose={onCancel} size="sm" closeOnOutsidePress={false} title={intl.formatMessage(pending === 'removing' ? extrasMessages.removing : extrasMessages.adding)}>
      <div className={styles.busy} aria-busy="true">
        <Spinner size="lg" label={intl.formatMessage(extrasMessages.updating)} />
      </div>
    </Dialog>
  );
}
