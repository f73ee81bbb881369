import { useId, type ChangeEvent, type FocusEvent, type ReactNode } from 'react';
import { CircleCheck, CircleX } from 'lucide-react';
import { classNames } from '../internal/class-names';
import { useControllableState } from '../internal/use-controllable-state';
import { Field, fieldDescriptionIds } from './field';
import { useFieldState } from './use-field-state';
import styles from './text-control.module.css';

type TextElement = HTMLInputElement | HTMLTextAreaElement;

/** What TextField and TextArea share: label, hint, the spec's field states and a controlled value. */
export interface TextControlProps<E extends TextElement> {
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
  onChange?: (value: string, event: ChangeEvent<E>) => void;
  onBlur?: (event: FocusEvent<E>) => void;
  showStatus?: boolean;
  hideLabel?: boolean;
  required?: boolean;
  id?: string;
  className?: string;
}

const CONTROL_KEYS = [
  'label',
  'hint',
  'error',
  'optional',
  'validated',
  'maxLength',
  'value',
  'defaultValue',
  'onChange',
  'onBlur',
  'showStatus',
  'hideLabel',
  'required',
  'id',
  'className',
] as const;

/** Separates the shared field props from the element's own attributes, which go straight to the element. */
export function splitTextControlProps<E extends TextElement, P extends TextControlProps<E>>(props: P): [TextControlProps<E>, Omit<P, keyof TextControlProps<E>>] {
  const control: Record<string, unknown> = {};
  const rest: Record<string, unknown> = { ...(props as Record<string, unknown>) };
  for (const key of CONTROL_KEYS) {
    control[key] = rest[key];
    delete rest[key];
  }
  return [control as unknown as TextControlProps<E>, rest as Omit<P, keyof TextControlProps<E>>];
}

/** The props the wrapped `<input>` or `<textarea>` receives from the shared field logic. */
export interface TextControlElementProps<E extends TextElement> {
  id: string;
  required?: boolean;
  value: string;
  onChange: (event: ChangeEvent<E>) => void;
  onBlur: (event: FocusEvent<E>) => void;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  className: string;
}

/**
 * One implementation of the spec's text field states (status after blur, max-length notice cleared
 * after 1 s) for both single- and multi-line fields; `render` draws the element itself.
 */
export function TextControl<E extends TextElement>({
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
  multiline = false,
  render,
}: TextControlProps<E> & { multiline?: boolean; render: (props: TextControlElementProps<E>) => ReactNode }) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const [current, setCurrent] = useControllableState(value, defaultValue);
  const field = useFieldState({ value: current, required, validated, error, maxLength, showStatus });
  const hasStatus = field.status !== 'idle';
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
        {render({
          id: controlId,
          required,
          value: current,
          onChange: (event) => {
            const next = field.accept(event.target.value);
            setCurrent(next);
            onChange?.(next, event);
          },
          onBlur: (event) => {
            field.markTouched();
            onBlur?.(event);
          },
          'aria-invalid': field.status === 'error' || undefined,
          'aria-describedby': fieldDescriptionIds(controlId, { hint, status: field.status, statusMessage: field.statusMessage, notice: field.notice }),
          className: classNames(styles.input, multiline && styles.multiline, hasStatus && styles.withIcon, hasStatus && styles[field.status]),
        })}
        {hasStatus ? <StatusIcon aria-hidden className={classNames(styles.statusIcon, multiline && styles.atTop, styles[field.status])} /> : null}
      </div>
    </Field>
  );
}
