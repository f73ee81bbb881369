import { useEffect, useId, useRef, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { classNames } from '../internal/class-names';
import styles from './checkbox.module.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> {
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  /** The mixed state of a parent checkbox whose children are partly checked. */
  indeterminate?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox with its label and help attached, so filters and consents stay keyboard-friendly. */
export function Checkbox({ label, description, error, indeterminate = false, id, className, ref, ...props }: CheckboxProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const inner = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    if (inner.current) inner.current.indeterminate = indeterminate;
  }, [indeterminate]);
  const setRef = (node: HTMLInputElement | null) => {
    inner.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };
  const describedBy = [description ? `${controlId}-description` : null, error ? `${controlId}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={classNames(styles.root, className)}>
      <input
        {...props}
        ref={setRef}
        id={controlId}
        type="checkbox"
        className={styles.input}
        aria-checked={indeterminate ? 'mixed' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <label htmlFor={controlId} className={styles.label}>
        {label}
      </label>
      {description ? (
        <span id={`${controlId}-description`} className={styles.description}>
          {description}
        </span>
      ) : null}
      {error ? (
        <span id={`${controlId}-error`} className={styles.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
