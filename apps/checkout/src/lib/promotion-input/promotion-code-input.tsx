import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { MessagesScope } from '@escapade/i18n';
import { Button, TextField } from '@escapade/ui';
import { isRefusedPromotionCode, type PromotionState } from '../promotion-code';
import { normalisedPromotionCode } from '../promotion-code-text';
import { promotionMessages } from '../promotion-messages';
import { loadPromotionInputMessages } from './messages/load-promotion-input-messages';
import { promotionInputMessages } from './promotion-input-messages';
import styles from '../checkout.module.css';

export interface PromotionCodeInputProps {
  /** The applied code the server no longer accepts (or could not check), shown in the field with why. */
  readonly stored: Extract<PromotionState, { kind: 'invalid' | 'failed' }> | null;
  /** The visitor asked for the field: it takes the focus once here. */
  readonly focusOnMount: boolean;
  readonly lookUp: (code: string) => Promise<unknown>;
  readonly onApply: (code: string) => void;
}

/** The promotion code's field and Apply, with their texts: loaded when a visitor asks for the field. */
export default function PromotionCodeInput(props: PromotionCodeInputProps) {
  return (
    <MessagesScope load={loadPromotionInputMessages}>
      <PromotionInput {...props} />
    </MessagesScope>
  );
}

/** The field and Apply: the code is sent in capitals, checked by the server, and applied only when it answers with its reduction. */
function PromotionInput({ stored, focusOnMount, lookUp, onApply }: PromotionCodeInputProps) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState(stored?.code ?? '');
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const storedError = stored === null ? null : intl.formatMessage(stored.kind === 'invalid' ? promotionMessages.invalid : promotionMessages.failed);

  useEffect(() => {
    if (focusOnMount) input.current?.focus();
  }, [focusOnMount]);

  const apply = async () => {
    const code = normalisedPromotionCode(typed);
    if (code === null) {
      setError(intl.formatMessage(promotionInputMessages.required));
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
        label={intl.formatMessage(promotionInputMessages.label)}
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
        error={error ?? (typed === stored?.code ? storedError : null) ?? undefined}
        showStatus={error !== null || storedError !== null}
      />
      <Button variant="secondary" loading={checking} disabled={checking} onClick={() => void apply()}>
        {intl.formatMessage(promotionInputMessages.apply)}
      </Button>
    </div>
  );
}
