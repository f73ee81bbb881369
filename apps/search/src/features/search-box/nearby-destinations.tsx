import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { MapPin } from 'lucide-react';
import type { SearchSuggestion } from '@escapade/api-contract';
import { useNearbyDestinations } from '@escapade/data-access-api';
import { useMarket } from '@escapade/i18n';
import { Spinner } from '@escapade/ui';
import { searchBoxMessages } from './search-box-messages';
import { useGeolocation } from './use-geolocation';
import styles from './search-box.module.css';

export interface NearbyDestinationsProps {
  readonly position: { readonly latitude: number; readonly longitude: number } | undefined;
  readonly onPick: (destination: SearchSuggestion) => void;
}

/** The panel of 'Travel locally!': the visitor's position, then the destinations near it, as buttons. */
export default function NearbyDestinations({ position, onPick }: NearbyDestinationsProps) {
  const intl = useIntl();
  const market = useMarket();
  const [found, setFound] = useState(position);
  const geolocation = useGeolocation(useCallback((latitude: number, longitude: number) => setFound({ latitude, longitude }), []));
  const { locate } = geolocation;
  const known = found !== undefined;
  useEffect(() => {
    if (!known) locate();
  }, [known, locate]);
  const nearby = useNearbyDestinations({ locale: market.code, lat: found?.latitude ?? 0, lng: found?.longitude ?? 0 }, { enabled: known });

  let status: string | undefined;
  if (geolocation.status === 'refused') status = intl.formatMessage(searchBoxMessages.locationRefused);
  else if (geolocation.status === 'unavailable') status = intl.formatMessage(searchBoxMessages.locationUnavailable);
  else if (nearby.isError) status = intl.formatMessage(searchBoxMessages.nearbyFailed);
  else if (nearby.data?.length === 0) status = intl.formatMessage(searchBoxMessages.nearbyNone);
  const busy = geolocation.status === 'locating' || (known && nearby.isPending);
  return (
    <div className={styles.nearby} aria-busy={busy}>
      {busy ? <Spinner label={intl.formatMessage(searchBoxMessages.locating)} /> : null}
      <p role="status" className={styles.fieldStatus}>
        {status}
      </p>
      {nearby.data && nearby.data.length > 0 ? (
        <ul aria-label={intl.formatMessage(searchBoxMessages.travelLocally)} className={styles.nearbyList}>
          {nearby.data.map((destination) => (
            <li key={`${destination.category}:${destination.id}`}>
              <button type="button" className={styles.nearbyButton} onClick={() => onPick(destination)}>
                <MapPin aria-hidden />
                <span>{destination.label}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
