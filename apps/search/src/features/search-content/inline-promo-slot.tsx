import { Suspense, useRef } from 'react';
import type { SearchPromoSlot } from '@escapade/api-contract';
import { isCustomerCareHost } from '@escapade/i18n';
import type { Flow } from '@escapade/util-criteria';
import { InlinePromo } from './lazy-search-content';
import { useNearViewport } from './use-near-viewport';
import styles from './search-content.module.css';

export interface InlinePromoSlotProps {
  readonly slot: SearchPromoSlot;
  readonly flow: Flow;
  readonly hrefOf: (path: string) => string;
}

/**
 * The room of an inline promo block between result grids, kept at the block's size so nothing
 * moves when it arrives; its code and content load once the room comes into view. Customer-care
 * mode shows none (search-side.md section 6).
 */
export function InlinePromoSlot(props: InlinePromoSlotProps) {
  const room = useRef<HTMLDivElement>(null);
  const near = useNearViewport(room);
  if (isCustomerCareHost(window.location.hostname)) return null;
  const placeholder = <div ref={room} className={styles.promo} />;
  return near ? (
    <Suspense fallback={placeholder}>
      <InlinePromo {...props} />
    </Suspense>
  ) : (
    placeholder
  );
}
