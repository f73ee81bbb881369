import { useIntl } from 'react-intl';
import type { Flow } from '@escapade/util-criteria';
import { searchBoxMessages } from './search-box-messages';
import styles from './search-box.module.css';

export interface FlowToggleProps {
  readonly flow: Flow;
  readonly onChange: (flow: Flow) => void;
}

/** Stays or Gifts: the gifting flow, or a stay in any other flow (hotel and activity searches are stays too). */
export function FlowToggle({ flow, onChange }: FlowToggleProps) {
  const intl = useIntl();
  const gifting = flow === 'gifting';
  return (
    <div role="group" aria-label={intl.formatMessage(searchBoxMessages.flow)} className={styles.flowToggle}>
      <button type="button" aria-pressed={!gifting} className={styles.flowButton} onClick={() => gifting && onChange('booking')}>
        {intl.formatMessage(searchBoxMessages.stays)}
      </button>
      <button type="button" aria-pressed={gifting} className={styles.flowButton} onClick={() => !gifting && onChange('gifting')}>
        {intl.formatMessage(searchBoxMessages.gifts)}
      </button>
    </div>
  );
}
