import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { OfferCard } from '@escapade/api-contract';
import type { searchOffersQueryOptions } from '@escapade/data-access-api';
import { Button } from '@escapade/ui';
import type { OffersSearchBody, SearchCriteria, SearchNavigation } from '@escapade/util-criteria';
import { mapMessages } from './map-messages';

// The modal, the map and maplibre are fetched at the first click, never with the results page.
const MapModal = lazy(() => import('./map-modal'));

export interface MapButtonProps {
  readonly criteria: SearchCriteria;
  /** The results page's own search, which the map's searches are derived from. */
  readonly search: OffersSearchBody;
  readonly cards: readonly OfferCard[];
  /** How the page searches offers, for the map's markers and cards (see MapModalProps). */
  readonly offersQuery: typeof searchOffersQueryOptions;
  readonly renderPreview: (card: OfferCard) => ReactNode;
  readonly onSearch: (navigation: SearchNavigation) => void;
  readonly className?: string;
}

/** 'Map' in the results page's action bar: opens the results on a full-screen map. */
export function MapButton({ className, ...modal }: MapButtonProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)} className={className}>
        {intl.formatMessage(mapMessages.open)}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <MapModal {...modal} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
