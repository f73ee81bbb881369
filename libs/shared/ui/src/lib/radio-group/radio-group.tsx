import { useId, type ReactNode } from 'react';
import { classNames } from '../internal/class-names';
import { useControllableState } from '../internal/use-controllable-state';
import styles from './radio-group.module.css';

export interface RadioOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  legend: ReactNode;
  options: RadioOption[];
  name?: string;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  orientation?: 'vertical' | 'horizontal';
  required?: boolean;
  disabled?: boolean;
  error?: ReactNode;
  className?: string;
}

/**
 * Native radios in a fieldset: the browser already gives one Tab stop and arrow-key selection, the
 * APG radio group pattern, without any script to get wrong.
 */
export function RadioGroup({ legend, options, name, value, defaultValue = '', onChange, orientation = 'vertical', required, disabled, error, className }: RadioGroupProps) {
  const generatedId = useId();
  const groupName = name ?? generatedId;
  const [selected, setSelected] = useControllableState(value, defaultValue, onChange);
  return (
    <fieldset className={classNames(styles.root, className)} disabled={disabled} aria-describedby={error ? `${generatedId}-error` : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={classNames(styles.options, orientation === 'horizontal' && styles.horizontal)}>
        {options.map((option, index) => {
          const optionId = `${generatedId}-${index}`;
          return (
            <div key={option.value} className={styles.option}>
              <input
                id={optionId}
                type="radio"
                name={groupName}
                value={option.value}
                checked={selected === option.value}
                disabled={option.disabled}
                required={required}
                onChange={() => setSelected(option.value)}
                aria-describedby={option.description ? `${optionId}-description` : undefined}
                className={styles.input}
              />
              <label htmlFor={optionId} className={styles.label}>
                {option.label}
              </label>
              {option.description ? (
                <span id={`${optionId}-description`} className={styles.description}>
                  {option.description}
                </span>
              ) : null}
            </div>
          );
        })}
      </div>
      {error ? (
        <p id={`${generatedId}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
