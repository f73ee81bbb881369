import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { classNames } from '../internal/class-names';
import { useControllableState } from '../internal/use-controllable-state';
import styles from './switch.module.css';

export interface SwitchProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange' | 'role'> {
  label: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onChange?: (checked: boolean) => void;
  ref?: Ref<HTMLButtonElement>;
}

/** An on/off setting that applies at once (APG switch), unlike a checkbox submitted with a form. */
export function Switch({ label, checked, defaultChecked = false, onChange, className, ref, ...props }: SwitchProps) {
  const [on, setOn] = useControllableState(checked, defaultChecked, onChange);
  return (
    <button {...props} ref={ref} type="button" role="switch" aria-checked={on} onClick={() => setOn(!on)} className={classNames(styles.root, className)}>
      <span className={styles.track} aria-hidden>
        <span className={styles.thumb} />
      </span>
      <span>{label}</span>
    </button>
  );
}
