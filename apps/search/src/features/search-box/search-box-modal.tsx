import { useIntl } from 'react-intl';
import { Dialog, Drawer, MOBILE_MEDIA_QUERY, useMediaQuery } from '@escapade/ui';
import type { SearchCriteria } from '@escapade/util-criteria';
import { SearchBox } from './search-box';
import { searchBoxTitles } from './search-box-messages';

export interface SearchBoxModalProps {
  readonly criteria: SearchCriteria;
  /** The page's label for the criteria's destination. */
  readonly destinationLabel?: string;
  readonly onClose: () => void;
}

/**
 * The search box opened from the results page's summary: a full-screen modal on mobile titled
 * 'I am searching for a weekend' (or a gift…), a dialog on desktop; a submitted search closes it.
 */
export default function SearchBoxModal({ criteria, destinationLabel, onClose }: SearchBoxModalProps) {
  const intl = useIntl();
  const mobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  const title = intl.formatMessage(searchBoxTitles[criteria.flow]);
  const box = <SearchBox criteria={criteria} destinationLabel={destinationLabel} inDialog onSearch={onClose} />;
  return mobile ? (
    <Drawer open onClose={onClose} title={title} fullScreenOnMobile>
      {box}
    </Drawer>
  ) : (
    <Dialog open onClose={onClose} title={title} size="lg" closeOnOutsidePress={false}>
      {box}
    </Dialog>
  );
}
