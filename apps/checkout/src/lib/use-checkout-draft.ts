import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormWatch } from 'react-hook-form';
import { readDraft, writeDraft, type CheckoutDraft } from './checkout-draft';

/** The draft of a checkout's page as it opens (read once, before its form), to give the form what was typed. */
export function useOpeningDraft(draftKey: string) {
  return useRef<CheckoutDraft | undefined>(typeof window === 'undefined' ? undefined : readDraft(window.localStorage, draftKey));
}

/**
 * Keeps a checkout's draft (see {@link CheckoutDraft}) as the visitor types, so leaving or a failed
 * payment loses nothing; back from a declined payment, that attempt is over and the next Pay starts a
 * new one on the same order. Returns how to save a change of the draft (the order's steps use it).
 */
export function useCheckoutDraft<Values extends FieldValues>(
  draft: React.MutableRefObject<CheckoutDraft | undefined>,
  draftKey: string,
  watch: UseFormWatch<Values>,
  declined: boolean,
): (change: Partial<CheckoutDraft>) => void {
  const saveDraft = (change: Partial<CheckoutDraft>) => {
    // The terms box is ticked again on each visit, so it is not kept.
    const values = Object.fromEntries(Object.entries(watch()).filter(([name]) => name !== 'terms')) as Record<string, string>;
    draft.current = { ...draft.current, values, ...change };
    writeDraft(window.localStorage, draftKey, draft.current);
  };

  useEffect(() => {
    const subscription = watch(() => saveDraft({}));
    return () => subscription.unsubscribe();
  }, [watch, draftKey]);

  useEffect(() => {
    if (declined && draft.current?.payment !== undefined) saveDraft({ payment: undefined });
  }, [declined]);

  return saveDraft;
}
