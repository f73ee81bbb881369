import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { fieldMessages, type FieldStatus } from './field';

/** How long the max-length notice stays up (spec: cleared after 1 second). */
export const MAX_LENGTH_NOTICE_MS = 1000;

export interface FieldStateOptions {
  value: string;
  required?: boolean;
  /** Fields that are not validated show success once left, whatever their value. */
  validated?: boolean;
  /** An error from the form (format, server); wins over every other state. */
  error?: ReactNode;
  maxLength?: number;
  /** Shows the status without waiting for a blur (after a submit, say). */
  showStatus?: boolean;
}

/**
 * The spec's field rules in one place: status only after blur (error if an error is given; success
 * if a value is present or the field is not validated or not required; otherwise 'Mandatory field'),
 * and over-limit typing rejected with a notice that clears after one second.
 */
export function useFieldState({ value, required = false, validated = true, error, maxLength, showStatus = false }: FieldStateOptions) {
  const intl = useIntl();
  const [touched, setTouched] = useState(false);
  const [limitReached, setLimitReached] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  let status: FieldStatus = 'idle';
  let statusMessage: ReactNode = null;
  if (touched || showStatus) {
    if (error) {
      status = 'error';
      statusMessage = error;
    } else if (value.trim() !== '' || !validated || !required) {
      status = 'success';
    } else {
      status = 'error';
      statusMessage = intl.formatMessage(fieldMessages.mandatory);
    }
  }

  /** Returns the value to keep: over-limit input is cut to the limit and the notice shown. */
  const accept = useCallback(
    (next: string): string => {
      if (maxLength === undefined || next.length <= maxLength) return next;
      setLimitReached(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setLimitReached(false), MAX_LENGTH_NOTICE_MS);
      return next.slice(0, maxLength);
    },
    [maxLength],
  );

  const notice = limitReached && maxLength !== undefined ? intl.formatMessage(fieldMessages.maxLength, { maxlength: maxLength }) : null;
  const markTouched = useCallback(() => setTouched(true), []);
  return { status, statusMessage, notice, accept, markTouched };
}
