import { defineMessages, useIntl } from 'react-intl';
import { TextField, type TextFieldProps } from '../text-field/text-field';
import { emailSuggestion } from './email-suggestion';
import styles from './email-field.module.css';

const messages = defineMessages<{ suggestion: { suggestion: string } }>({
  suggestion: { id: 'ui.emailField.suggestion', defaultMessage: 'You mean {suggestion}?' },
});

export interface EmailFieldProps extends Omit<TextFieldProps, 'type' | 'value' | 'onChange'> {
  value: string;
  onChange: (value: string) => void;
}

/**
 * An e-mail input that offers the corrected address when the domain looks misspelt ('You mean …?',
 * product-side.md section 5); choosing the suggestion replaces the value. The suggestion is a button,
 * announced politely when it appears.
 */
export function EmailField({ value, onChange, autoComplete = 'email', className, ...props }: EmailFieldProps) {
  const intl = useIntl();
  const suggestion = emailSuggestion(value);
  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      <TextField {...props} type="email" inputMode="email" autoComplete={autoComplete} spellCheck={false} value={value} onChange={(next) => onChange(next)} />
      <p className={styles.suggestion} aria-live="polite">
        {suggestion === null ? null : (
          <button type="button" className={styles.suggestionButton} onClick={() => onChange(suggestion)}>
            {intl.formatMessage(messages.suggestion, { suggestion })}
          </button>
        )}
      </p>
    </div>
  );
}
