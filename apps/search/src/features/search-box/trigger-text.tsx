import type { ReactNode } from 'react';
import styles from './search-box.module.css';

export interface TriggerTextProps {
  /** What the field is ('Dates', 'Travellers'). */
  readonly label: ReactNode;
  /** Its current value, cut with an ellipsis when too long for the field. */
  readonly value: ReactNode;
  /** Lets the trigger be named by its label alone or with its value. */
  readonly labelId?: string;
}

/** The text of a search box field's trigger: its name over its current value. */
export function TriggerText({ label, value, labelId }: TriggerTextProps) {
  return (
    <span className={styles.triggerText}>
      <span id={labelId} className={styles.triggerLabel}>
        {label}
      </span>
      <span className={styles.triggerValue}>{value}</span>
    </span>
  );
}
