import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Button, Drawer, Skeleton } from '@escapade/ui';
import { filterDialogSections, hasPosition } from '@escapade/util-criteria';
import type { FilterDialogProps } from './filter-dialog';
import { filtersMessages } from './filters-messages';
import { FilterSection } from './lazy-filter-section';
import styles from './filters.module.css';

/**
 * The full-screen dialog with every filter section of the flow: Confirm applies and searches, Reset
 * empties the draft, closing drops it. Its code comes when the visitor reaches for the Filters button.
 */
export default function FilterDrawer({ criteria, filters, facets, open, onOpenChange }: Omit<FilterDialogProps, 'className'>) {
  const intl = useIntl();
  const withDistance = criteria.city !== undefined || hasPosition(criteria);
  const sections = filterDialogSections(criteria.flow).filter((section) => section !== 'distance' || withDistance);
  const context = { criteria, draft: filters.draft, facets, edit: filters.edit };
  const close = () => {
    filters.cancel();
    onOpenChange(false);
  };
  return (
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
  );
}
