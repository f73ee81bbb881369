import { useId, type ChangeEvent, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { ChevronDown } from 'lucide-react';
import { Field, fieldDescriptionIds } from '../field/field';
import { classNames } from '../internal/class-names';
import styles from './select.module.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'children'> {
  label: ReactNode;
  options: SelectOption[];
  /** A first, empty choice ('Choose...') when nothing is selected yet. */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  optional?: boolean;
  hideLabel?: boolean;
  onChange?: (value: string, event: ChangeEvent<HTMLSelectElement>) => void;
  ref?: Ref<HTMLSelectElement>;
}

/** A styled native select: the platform picker is the most usable one on phones, so we keep it. */
export function Select({ label, options, placeholder, hint, error, optional, hideLabel, onChange, id, className, ref, ...props }: SelectProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const status = error ? 'error' : 'idle';
  return (
    <Field controlId={controlId} label={label} optional={optional} hint={hint} status={status} statusMessage={error} hideLabel={hideLabel} className={className}>
      <div className={styles.control}>
        <select
          {...props}
          ref={ref}
          id={controlId}
          onChange={(event) => onChange?.(event.target.value, event)}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescriptionIds(controlId, {
            hint,
            status,
            statusMessage: error,
          })}
          className={classNames(styles.select, error ? styles.error : undefined)}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown aria-hidden className={styles.chevron} />
      </div>
    </Field>
  );
}
