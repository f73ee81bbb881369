import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Minus, Plus } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';
import { IconButton } from '../icon-button/icon-button';
import { classNames } from '../internal/class-names';
import { useControllableState } from '../internal/use-controllable-state';
import styles from './stepper.module.css';

const messages = defineMessages<{
  decrease: { label: string };
  increase: { label: string };
}>({
  decrease: { id: 'ui.stepper.decrease', defaultMessage: 'Fewer: {label}' },
  increase: { id: 'ui.stepper.increase', defaultMessage: 'More: {label}' },
});

export interface StepperProps {
  label: string;
  /** Help under the label ('12 years and over', 'From 1 to 2 participants'). */
  description?: ReactNode;
  value?: number;
  defaultValue?: number;
  /** Spec defaults: 1 to 20. */
  min?: number;
  max?: number;
  step?: number;
  onChange?: (value: number) => void;
  disabled?: boolean;
  className?: string;
}

/**
 * A count with minus and plus buttons (travellers, participants) that stop at min and max; the
 * value itself is an APG spinbutton, so focus has somewhere to go when a button is disabled.
 */
export function Stepper({ label, description, value, defaultValue, min = 1, max = 20, step = 1, onChange, disabled = false, className }: StepperProps) {
  const intl = useIntl();
  const id = useId();
  const [count, setCount] = useControllableState(value, defaultValue ?? min, onChange);
  const spin = useRef<HTMLSpanElement>(null);

  const change = (next: number) => {
    if (disabled || next < min || next > max || next === count) return;
    setCount(next);
    if ((next <= min || next >= max) && document.activeElement instanceof HTMLButtonElement) spin.current?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    const targets: Record<string, number> = {
      ArrowUp: count + step,
      ArrowRight: count + step,
      ArrowDown: count - step,
      ArrowLeft: count - step,
      Home: min,
      End: max,
    };
    if (!(event.key in targets)) return;
    event.preventDefault();
    change(targets[event.key]);
  };

  return (
    <div role="group" aria-labelledby={`${id}-label`} className={classNames(styles.root, className)}>
      <span className={styles.text}>
        <span id={`${id}-label`} className={styles.label}>
          {label}
        </span>
        {description ? (
          <span id={`${id}-description`} className={styles.description}>
            {description}
          </span>
        ) : null}
      </span>
      <span className={styles.controls}>
        <IconButton
          variant="outlined"
          aria-label={intl.formatMessage(messages.decrease, { label })}
          icon={<Minus />}
          disabled={disabled || count <= min}
          onClick={() => change(count - step)}
        />
        <span
          ref={spin}
          role="spinbutton"
          tabIndex={disabled ? -1 : 0}
          aria-labelledby={`${id}-label`}
          aria-describedby={description ? `${id}-description` : undefined}
          aria-valuenow={count}
          aria-valuemin={min}
          aria-valuemax={max}
          aria-disabled={disabled || undefined}
          aria-live="polite"
          onKeyDown={handleKeyDown}
          className={styles.value}
        >
          {count}
        </span>
        <IconButton
          variant="outlined"
          aria-label={intl.formatMessage(messages.increase, { label })}
          icon={<Plus />}
          disabled={disabled || count >= max}
          onClick={() => change(count + step)}
        />
      </span>
    </div>
  );
}
