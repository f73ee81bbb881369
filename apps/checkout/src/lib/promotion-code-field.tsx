import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button, TextField } from '@escapade/ui';
import { isRefusedPromotionCode, normalisedPromotionCode, type PromotionState } from './promotion-code';
import { promotionMessages } from './promotion-messages';
import styles from './checkout.module.css';

export interface PromotionCodeFieldProps {
  /** The code applied to the order, and what the server says of it. */
  readonly promotion: PromotionState;
  /** Asks the server what a code takes off; rejects when it cannot be used. */
  readonly lookUp: (code: string) => Promise<unknown>;
  /** A code the server accepted, to send with the order. */
  readonly onApply: (code: string) => void;
  readonly onRemove: () => void;
}

/**
 * The promotion code: a link until the visitor asks for it (the form keeps its few fields), then a
 * field checked by the server on Apply (or Enter), so the reduction shown is the one the order gets;
 * a code that cannot be used says so on the field and is not applied.
 */
export function PromotionCodeField({ promotion, lookUp, onApply, onRemove }: PromotionCodeFieldProps) {
  const intl = useIntl();
  const statusId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState(promotion.kind === 'invalid' || promotion.kind === 'failed' ? promotion.code : '');
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (promotion.kind === 'valid' || promotion.kind === 'pending') {
    return (
      <div className={styles.promotionApplied}>
        <p role="status" id={statusId} className={styles.promotionStatus}>
          {promotion.kind === 'valid'
            ? intl.formatMessage(promotionMessages.applied, { code: promotion.code, percent: intl.formatNumber(promotion.percent / 100, { style: 'percent' }) })
            : intl.formatMessage(promotionMessages.checking)}
        </p>
        <Button variant="ghost" size="sm" aria-describedby={statusId} onClick={onRemove}>
          {intl.formatMessage(promotionMessages.remove)}
        </Button>
      </div>
    );
  }

  const storedError =
    promotion.kind === 'invalid' ? intl.formatMessage(promotionMessages.invalid) : promotion.kind === 'failed' ? intl.formatMessage(promotionMessages.failed) : null;
  if (!open && storedError === null) {
    return (
      <button
        type="button"
        className={styles.disclosure}
        aria-expanded={false}
        onClick={() => {
          setOpen(true);
          requestAnimationFrame(() => input.current?.focus());
        }}
      >
        {intl.formatMessage(promotionMessages.add)}
      </button>
    );
  }

  const apply = async () => {
    const code = normalisedPromotionCode(typed);
    if (code === null) {
      setError(intl.formatMessage(promotionMessages.required));
      input.current?.focus();
      return;
    }
    setChecking(true);
    setError(null);
    try {
      await lookUp(code);
      onApply(code);
    } catch (refusal) {
      setError(intl.formatMessage(isRefusedPromotionCode(refusal) ? promotionMessages.invalid : promotionMessages.failed));
      input.current?.focus();
    } finally {
      setChecking(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter applies the code, not the whole form.
    if (event.key === 'Enter') {
      event.preventDefault();
      void apply();
    }
  };

  return (
    <div className={styles.promotionField}>
      <TextField
        ref={input}
        name="promotionCode"
        className={styles.promotionInput}
        label={intl.formatMessage(promotionMessages.label)}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        optional
        validated={false}
        value={typed}
        onChange={(value) => {
          setTyped(value);
          setError(null);
        }}
        onKeyDown={onKeyDown}
        error={error ?? (typed === (promotion.kind === 'none' ? null : promotion.code) ? storedError : null) ?? undefined}
        showStatus={error !== null || storedError !== null}
      />
      <Button variant="secondary" loading={checking} disabled={checking} onClick={() => void apply()}>
        {intl.formatMessage(promotionMessages.apply)}
      </Button>
    </div>
  );
}
