import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from '@escapade/app-providers/router';
import { useMarket } from '@escapade/i18n';
import { isDayOver } from '@escapade/util-calendar';
import { clearHotelDates, formatHotelHash, parseHotelHash, type HotelPageState } from '@escapade/util-criteria';

/** The hotel page's state as its hash holds it, and how to change it. */
export interface HotelLocation {
  readonly state: HotelPageState;
  /** Writes a new state: new dates are a new history entry, so back returns to the previous ones. */
  readonly change: (next: HotelPageState) => void;
}

/** Reads the hotel page hash with util-criteria's codec; a check-in that is over is dropped with its check-out. */
export function useHotelLocation(): HotelLocation {
  const location = useLocation();
  const navigate = useNavigate();
  const market = useMarket();
  const state = useMemo(() => {
    const parsed = parseHotelHash(location.hash);
    if (parsed.checkin === undefined || !isDayOver(parsed.checkin, new Date(), market.code)) return parsed;
    return clearHotelDates(parsed);
  }, [location.hash, market.code]);
  const change = useCallback(
    (next: HotelPageState) => navigate({ pathname: location.pathname, search: location.search, hash: formatHotelHash(next) }),
    [navigate, location.pathname, location.search],
  );
  return { state, change };
}
