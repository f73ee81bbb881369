import { useId, type ChangeEvent, type FocusEvent, type TextareaHTMLAttributes, type ReactNode, type Ref } from 'react';
import { CircleCheck, CircleX } from 'lucide-react';
import { Field, fieldDescriptionIds } from '../field/field';
import { useFieldState } from '../field/use-field-state';
import { classNames } from '../internal/class-names';
import { useControllableState } from '../internal/use-controllable-state';
import styles from './text-area.module.css';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'defaultValue' | 'onChange' | 'maxLength'> {
  label: ReactNode;
  hint?: ReactNode;
  /** An error from the form; shown once the field has been left (or when `showStatus` is set). */
  error?: ReactNode;
  /** Marks the label '(optional)'. */
  optional?: boolean;
  /** Whether the field is checked at all; unvalidated fields show success once left. */
  validated?: boolean;
  maxLength?: number;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string, event: ChangeEvent<HTMLTextAreaElement>) => void;
  showStatus?: boolean;
  hideLabel?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input carrying the spec's field states, so forms never re-implement them. */
export function TextArea({
  label,
  hint,
  error,
  optional,
  validated,
  maxLength,
  value,
  defaultValue = '',
  onChange,
  onBlur,
  showStatus,
  hideLabel,
  required,
  id,
  className,
  rows = 4,
  ref,
  ...props
}: TextAreaProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const [current, setCurrent] = useControllableState(value, defaultValue);
  const field = useFieldState({
    value: current,
    required,
    validated,
    error,
    maxLength,
    showStatus,
  });
  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    const next = field.accept(event.target.value);
    setCurrent(next);
    onChange?.(next, event);
  };
  const handleBlur = (event: FocusEvent<HTMLTextAreaElement>) => {
    field.markTouched();
    onBlur?.(event);
  };
  const StatusIcon = field.status === 'error' ? CircleX : CircleCheck;
  return (
    <Field
      controlId={controlId}
      label={label}
      optional={optional}
      hint={hint}
      status={field.status}
      statusMessage={field.statusMessage}
      notice={field.notice}
      hideLabel={hideLabel}
      className={className}
    >
      <div className={styles.control}>
        <textarea
          {...props}
          ref={ref}
          id={controlId}
          rows={rows}
          required={required}
          value={current}
          onChange={handleChange}
          onBlur={handleBlur}
          aria-invalid={field.status === 'error' || undefined}
          aria-describedby={fieldDescriptionIds(controlId, {
            hint,
            status: field.status,
            statusMessage: field.statusMessage,
            notice: field.notice,
          })}
          className={classNames(styles.input, field.status !== 'idle' && styles.withIcon, field.status !== 'idle' && styles[field.status])}
        />
        {field.status !== 'idle' ? <StatusIcon aria-hidden className={classNames(styles.statusIcon, styles[field.status])} /> : null}
      </div>
    </Field>
  );
}
