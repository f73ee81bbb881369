import type { ReactNode } from 'react';
import styles from './search-box.module.css';

export interface TriggerTextProps {
  /** What the field is ('Dates', 'Travellers'). */
  readonly label: ReactNode;
  /** Its current value, cut with an ellipsis when too long for the field (unless `wrap`). */
  readonly value: ReactNode;
  /**
   * Shows the whole value, on a second line when the field is narrow: for a value made of several
   * facts (a gift's nights, voucher format and people), of which a cut would hide one.
   */
  readonly wrap?: boolean;
  /** Lets the trigger be named by its label alone or with its value. */
  readonly labelId?: string;
}

/** The text of a search box field's trigger: its name over its current value. */
export function TriggerText({ label, value, labelId, wrap = false }: TriggerTextProps) {
  return (
    <span className={styles.triggerText}>
      <span id={labelId} className={styles.triggerLabel}>
        {label}
      </span>
      <span className={wrap ? styles.triggerValueWrapped : styles.triggerValue}>{value}</span>
    </span>
  );
}
