import { startTransition, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import type { SearchFacetsReply } from '@escapade/api-contract';
import { Button, DropdownPanel, Skeleton } from '@escapade/ui';
import {
  FILTER_GROUPS,
  filterBadgeCount,
  filterBarButtons,
  hasPosition,
  isDistanceActive,
  isPriceFilterActive,
  type FilterBarButton,
  type FilterDialogSection,
  type FilterValues,
  type SearchCriteria,
} from '@escapade/util-criteria';
import { filterBarMessages, filtersMessages } from './filters-messages';
import type { FilterDraft } from './use-filter-draft';
import { FilterSection } from './lazy-filter-section';
import styles from './filters.module.css';

/** The sections each dropdown shows. */
const BAR_SECTIONS: Readonly<Record<FilterBarButton, readonly FilterDialogSection[]>> = {
  activities: ['activities'],
  price: ['price'],
  distance: ['distance'],
  facilities: ['facilities'],
  moreFilters: ['customerRating', 'hotelClass', 'hotelTypes', 'hotelEnvironments', 'hotelStyles'],
};

/** How many choices a dropdown holds, shown beside its name. */
function activeCount(button: FilterBarButton, applied: FilterValues, criteria: SearchCriteria): number {
  switch (button) {
    case 'activities':
      return applied.tags.length;
    case 'price':
      return isPriceFilterActive(applied, criteria.flow) ? 1 : 0;
    case 'distance':
      return isDistanceActive(applied) ? 1 : 0;
    case 'facilities':
      return applied.facilities.length;
    case 'moreFilters':
      return filterBadgeCount(applied, criteria.flow, 'desktop');
  }
}

export interface FilterBarProps {
  readonly criteria: SearchCriteria;
  readonly filters: FilterDraft;
  readonly facets: SearchFacetsReply | undefined;
  /** Which dropdown is open, so the page asks for facet counts only then. */
  readonly openButton: FilterBarButton | null;
  readonly onOpenButtonChange: (button: FilterBarButton | null) => void;
  readonly className?: string;
}

/**
 * The desktop filter bar: one dropdown per filter group of the flow. Escape drops the group's draft,
 * a click outside confirms it (or clears a distance left untouched), Reset clears and searches,
 * 'View {count} offers' confirms and searches.
 */
export function FilterBar({ criteria, filters, facets, openButton, onOpenButtonChange, className }: FilterBarProps) {
  const intl = useIntl();
  const [touched, setTouched] = useState(false);
  const buttons = filterBarButtons(criteria.flow, { hasLocationOrCity: criteria.city !== undefined || hasPosition(criteria) });
  const context = {
    criteria,
    draft: filters.draft,
    facets,
    edit: (changes: Partial<FilterValues>) => {
      setTouched(true);
      filters.edit(changes);
    },
  };
  const close = () => onOpenButtonChange(null);
  return (
    <div role="group" aria-label={intl.formatMessage(filtersMessages.bar)} className={className}>
      {buttons.map((button) => {
        const keys = FILTER_GROUPS[button];
        const count = activeCount(button, filters.applied, criteria);
        const name = intl.formatMessage(filterBarMessages[button]);
        return (
          <DropdownPanel
            key={button}
            label={count > 0 ? `${name} (${intl.formatNumber(count)})` : name}
            open={openButton === button}
            onOpenChange={(open) => {
              if (open) setTouched(false);
              // The panel and its counts render after the click has painted, so the page answers at once.
              startTransition(() => onOpenButtonChange(open ? button : null));
            }}
            onConfirm={() => filters.clickOutside(keys, touched)}
            onCancel={() => filters.cancel(keys)}
            className={count > 0 ? styles.activeTrigger : undefined}
            panelClassName={styles.panel}
          >
            <div className={styles.panelBody}>
              <Suspense fallback={<Skeleton lines={4} />}>
                {BAR_SECTIONS[button].map((section) => (
                  <FilterSection key={section} section={section} context={context} />
                ))}
              </Suspense>
            </div>
            <div className={styles.panelFooter}>
              <Button
                variant="ghost"
                onClick={() => {
                  close();
                  filters.clear(keys);
                }}
              >
                {intl.formatMessage(filtersMessages.reset)}
              </Button>
              <Button
                onClick={() => {
                  close();
                  filters.confirm(keys);
                }}
              >
                {facets === undefined ? intl.formatMessage(filtersMessages.viewOffers) : intl.formatMessage(filtersMessages.viewCount, { count: facets.resultsCount })}
              </Button>
            </div>
          </DropdownPanel>
        );
      })}
    </div>
  );
}
