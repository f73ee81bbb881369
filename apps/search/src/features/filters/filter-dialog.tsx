import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import type { SearchFacetsReply } from '@escapade/api-contract';
import { Button, Drawer, Skeleton } from '@escapade/ui';
import { filterBadgeCount, filterDialogSections, hasPosition, type SearchCriteria } from '@escapade/util-criteria';
import { filtersMessages } from './filters-messages';
import type { FilterDraft } from './use-filter-draft';
import { FilterSection } from './lazy-filter-section';
import styles from './filters.module.css';

export interface FilterDialogProps {
  readonly criteria: SearchCriteria;
  readonly filters: FilterDraft;
  readonly facets: SearchFacetsReply | undefined;
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly className?: string;
}

/**
 * The mobile 'Filters' button (its badge counts every active filter) and the full-screen dialog with
 * every section of the flow: Confirm applies and searches, Reset empties the draft, closing drops it.
 */
export function FilterDialog({ criteria, filters, facets, open, onOpenChange, className }: FilterDialogProps) {
  const intl = useIntl();
  const badge = filterBadgeCount(filters.applied, criteria.flow, 'mobile');
  const withDistance = criteria.city !== undefined || hasPosition(criteria);
  const sections = filterDialogSections(criteria.flow).filter((section) => section !== 'distance' || withDistance);
  const context = { criteria, draft: filters.draft, facets, edit: filters.edit };
  const close = () => {
    filters.cancel();
    onOpenChange(false);
  };
  return (
    <div className={className}>
      <Button variant="secondary" onClick={() => onOpenChange(true)} aria-haspopup="dialog">
        {badge > 0 ? intl.formatMessage(filtersMessages.filtersWithCount, { count: badge }) : intl.formatMessage(filtersMessages.filters)}
      </Button>
      <Drawer
        open={open}
        onClose={close}
        title={intl.formatMessage(filtersMessages.filters)}
        placement="bottom"
        fullScreenOnMobile
        footer={
          <div className={styles.panelFooter}>
            <Button variant="ghost" onClick={filters.resetDraft}>
              {intl.formatMessage(filtersMessages.reset)}
            </Button>
            <Button
              onClick={() => {
                onOpenChange(false);
                filters.confirm();
              }}
            >
              {intl.formatMessage(filtersMessages.confirm)}
            </Button>
          </div>
        }
      >
        <div className={styles.dialogBody}>
          <Suspense fallback={<Skeleton lines={6} />}>
            {sections.map((section) => (
              <FilterSection key={section} section={section} context={context} />
            ))}
          </Suspense>
        </div>
      </Drawer>
    </div>
  );
}
