import { lazy, Suspense, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { ChevronDown, Navigation } from 'lucide-react';
import type { SearchSuggestion } from '@escapade/api-contract';
import { Spinner } from '@escapade/ui';
import { searchBoxMessages } from './search-box-messages';
import styles from './search-box.module.css';

// The panel (position, nearby destinations) is a chunk of its own, fetched when it first opens.
const NearbyDestinations = lazy(() => import('./nearby-destinations'));

export interface TravelLocallyProps {
  /** The position the search already has ('Around me'), so the browser is not asked again. */
  readonly position: { readonly latitude: number; readonly longitude: number } | undefined;
  readonly onPick: (destination: SearchSuggestion) => void;
}

/**
 * 'Travel locally!': a disclosure that, once opened, finds the visitor's position and offers the
 * destinations with stays on sale near it; picking one makes it the search's destination.
 */
export function TravelLocally({ position, onPick }: TravelLocallyProps) {
  const intl = useIntl();
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.travelLocally}>
      <button type="button" className={styles.travelLocallyButton} aria-expanded={open} aria-controls={`${id}-panel`} onClick={() => setOpen((current) => !current)}>
        <Navigation aria-hidden />
        <span>{intl.formatMessage(searchBoxMessages.travelLocally)}</span>
        <ChevronDown aria-hidden className={open ? styles.chevronOpen : undefined} />
      </button>
      <div id={`${id}-panel`} hidden={!open}>
        {open ? (
          <Suspense fallback={<Spinner />}>
            <NearbyDestinations
              position={position}
              onPick={(destination) => {
                setOpen(false);
                onPick(destination);
              }}
            />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
