import { lazy, Suspense, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@escapade/ui';
import type { PromotionState } from './promotion-code';
import { promotionMessages } from './promotion-messages';
import styles from './checkout.module.css';

// The code's input and its check come with their own code, when a visitor asks for them.
const loadPromotionCodeInput = () => import('./promotion-input/promotion-code-input');
const PromotionCodeInput = lazy(loadPromotionCodeInput);

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
  const [open, setOpen] = useState(false);

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

  const stored = promotion.kind === 'invalid' || promotion.kind === 'failed' ? promotion : null;
  if (!open && stored === null) {
    return (
      <button
        type="button"
        className={styles.disclosure}
        aria-expanded={false}
        onPointerEnter={() => void loadPromotionCodeInput()}
        onFocus={() => void loadPromotionCodeInput()}
        onClick={() => setOpen(true)}
      >
        {intl.formatMessage(promotionMessages.add)}
      </button>
    );
  }
  return (
    <Suspense fallback={null}>
      <PromotionCodeInput stored={stored} focusOnMount={open} lookUp={lookUp} onApply={onApply} />
    </Suspense>
  );
}
