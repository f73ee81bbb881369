import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Search } from 'lucide-react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { Field } from '../field/field';
import { classNames } from '../internal/class-names';
import { useDebouncedCallback } from '../internal/use-debounced-callback';
import { Spinner } from '../spinner/spinner';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import styles from './combobox.module.css';

const messages = defineMessages<{
  noResults: NoMessageValues;
  results: { count: number };
}>({
  noResults: { id: 'ui.combobox.noResults', defaultMessage: 'No results' },
  results: {
    id: 'ui.combobox.results',
    defaultMessage: '{count, plural, one {# suggestion} other {# suggestions}} available',
  },
});

/** Default delay before the input is reported (spec: debounce default 500 ms). */
export const COMBOBOX_DEBOUNCE_MS = 500;

export interface ComboboxOption {
  value: string;
  label: string;
  /** A second line (region, category) shown under the label. */
  description?: string;
}

export interface ComboboxProps {
  label: ReactNode;
  /** Suggestions for the current input; the caller filters or fetches them. */
  options: ComboboxOption[];
  onSelect: (option: ComboboxOption) => void;
  /** Called with the typed text once typing pauses, to fetch suggestions. */
  onInputChange?: (text: string) => void;
  debounceMs?: number;
  defaultInputValue?: string;
  placeholder?: string;
  loading?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  optional?: boolean;
  hideLabel?: boolean;
  disabled?: boolean;
  /** Suggestions shown only once this many characters are typed. */
  minChars?: number;
  /** Opens the list on focus, so options offered before any typing (recent searches) show at once. */
  openOnFocus?: boolean;
  className?: string;
}

/**
 * An editable combobox with a listbox popup (APG pattern): arrows move through suggestions, Enter
 * picks, Escape closes then clears; typing is reported debounced so each key does not cost a request.
 */
export function Combobox({
  label,
  options,
  onSelect,
  onInputChange,
  debounceMs = COMBOBOX_DEBOUNCE_MS,
  defaultInputValue = '',
  placeholder,
  loading = false,
  hint,
  error,
  optional,
  hideLabel,
  disabled,
  minChars = 0,
  openOnFocus = false,
  className,
}: ComboboxProps) {
  const intl = useIntl();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(defaultInputValue);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const reportInput = useDebouncedCallback(onInputChange, debounceMs);
  const expanded = open && text.length >= minChars;
  // 'No results' answers typed text; an empty input has asked nothing yet.
  const showNoResults = expanded && !loading && options.length === 0 && text.length > 0;
  const active = expanded && activeIndex >= 0 && activeIndex < options.length ? options[activeIndex] : undefined;

  const pick = (option: ComboboxOption) => {
    // Text typed just before the pick must not be reported after it and undo the choice.
    reportInput.cancel();
    setText(option.label);
    setOpen(false);
    setActiveIndex(-1);
    onSelect(option);
  };

  const move = (delta: number) => {
    if (!open) setOpen(true);
    if (options.length === 0) return;
    setActiveIndex((current) => {
      if (current < 0) return delta > 0 ? 0 : options.length - 1;
      return (current + delta + options.length) % options.length;
    });
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (event.altKey) setOpen(true);
        else move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(-1);
        break;
      case 'Enter':
        if (active) {
          event.preventDefault();
          pick(active);
        }
        break;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActiveIndex(-1);
        } else if (text) {
          event.preventDefault();
          setText('');
          reportInput('');
        }
        break;
      default:
        break;
    }
  };

  const statusText = showNoResults
    ? intl.formatMessage(messages.noResults)
    : expanded && !loading && options.length > 0
      ? intl.formatMessage(messages.results, { count: options.length })
      : '';

  return (
    <Field
      controlId={`${id}-input`}
      label={label}
      optional={optional}
      hint={hint}
      status={error ? 'error' : 'idle'}
      statusMessage={error}
      hideLabel={hideLabel}
      className={className}
    >
      <div className={styles.control}>
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded && options.length > 0}
          aria-controls={listboxId}
          aria-activedescendant={active ? `${id}-option-${activeIndex}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hint ? `${id}-input-hint` : null, error ? `${id}-input-status` : null].filter(Boolean).join(' ') || undefined}
          placeholder={placeholder}
          disabled={disabled}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActiveIndex(-1);
            reportInput(event.target.value);
          }}
          onKeyDown={handleKeyDown}
          onFocus={openOnFocus ? () => setOpen(true) : undefined}
          onBlur={() => setOpen(false)}
          className={styles.input}
        />
        <span className={styles.indicator}>{loading ? <Spinner decorative size="sm" /> : <Search aria-hidden />}</span>
        <ul id={listboxId} role="listbox" aria-labelledby={`${id}-input-label`} hidden={!expanded || options.length === 0} className={styles.listbox}>
          {options.map((option, index) => (
            <li
              key={option.value}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === activeIndex}
              className={styles.option}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(option)}
              onMouseEnter={() => setActiveIndex(index)}
            >
              <span>{option.label}</span>
              {option.description ? <span className={styles.description}>{option.description}</span> : null}
            </li>
          ))}
        </ul>
        {showNoResults ? (
          <div className={classNames(styles.listbox, styles.empty)} aria-hidden>
            {intl.formatMessage(messages.noResults)}
          </div>
        ) : null}
        <VisuallyHidden role="status">{statusText}</VisuallyHidden>
      </div>
    </Field>
  );
}
