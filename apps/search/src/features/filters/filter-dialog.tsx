import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import type { SearchFacetsReply } from '@escapade/api-contract';
import { Button } from '@escapade/ui';
import { filterBadgeCount, type SearchCriteria } from '@escapade/util-criteria';
import { filtersMessages } from './filters-messages';
import type { FilterDraft } from './use-filter-draft';

export interface FilterDialogProps {
  readonly criteria: SearchCriteria;
  readonly filters: FilterDraft;
  readonly facets: SearchFacetsReply | undefined;
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly className?: string;
}

// The dialog's code (the drawer, its footer) is only needed on phones, once the button is reached for.
const loadFilterDrawer = () => import('./filter-drawer');
const FilterDrawer = lazy(loadFilterDrawer);

/**
 * The mobile 'Filters' button (its badge counts every active filter) and the full-screen dialog with
 * every section of the flow (see `FilterDrawer`), drawn from its first opening on.
 */
export function FilterDialog({ className, ...props }: FilterDialogProps) {
  const intl = useIntl();
  const { criteria, filters, open, onOpenChange } = props;
  const [opened, setOpened] = useState(open);
  const badge = filterBadgeCount(filters.applied, criteria.flow, 'mobile');
  if (open && !opened) setOpened(true);
  return (
    <div className={className}>
      <Button variant="secondary" onClick={() => onOpenChange(true)} onPointerDown={() => void loadFilterDrawer()} onFocus={() => void loadFilterDrawer()} aria-haspopup="dialog">
        {badge > 0 ? intl.formatMessage(filtersMessages.filtersWithCount, { count: badge }) : intl.formatMessage(filtersMessages.filters)}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <FilterDrawer {...props} />
        </Suspense>
      ) : null}
    </div>
  );
}
