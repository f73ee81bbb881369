import type { SearchPromoSlot } from '@escapade/api-contract';
import { isCustomerCareHost } from '@escapade/i18n';
import type { SearchCriteria } from '@escapade/util-criteria';
import { BelowFold } from './below-fold';
import { InlinePromo } from './lazy-search-content';
import styles from './promo-room.module.css';

export interface InlinePromoSlotProps {
  readonly slot: SearchPromoSlot;
  readonly criteria: SearchCriteria;
  readonly hrefOf: (path: string) => string;
}

/**
 * The room of an inline promo block between result grids, kept at the block's size so nothing
 * moves when it arrives. Customer-care mode shows none (search-side.md section 6).
 */
export function InlinePromoSlot(props: InlinePromoSlotProps) {
  return isCustomerCareHost(window.location.hostname) ? null : (
    <BelowFold className={styles.room}>
      <InlinePromo {...props} />
    </BelowFold>
  );
}
