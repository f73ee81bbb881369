import { useCallback, useEffect, useRef, useState } from 'react';

/** Where the visitor's position stands: not asked, being found, refused, or not found. */
export type GeolocationStatus = 'idle' | 'locating' | 'refused' | 'unavailable';

/** A position may come from the last minutes; searching around it needs no fresh fix. */
const POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 10_000, maximumAge: 10 * 60_000 };

/** Whether this browser can tell the visitor's position at all (the option is not offered otherwise). */
export function canLocate(): boolean {
  return typeof navigator !== 'undefined' && 'geolocation' in navigator;
}

/**
 * Asks the browser for the visitor's position (it asks them for permission); a refusal or a failure
 * becomes a status the field shows inline, never a dialog.
 */
export function useGeolocation(onPosition: (latitude: number, longitude: number) => void): {
  readonly status: GeolocationStatus;
  readonly locate: () => void;
  readonly reset: () => void;
} {
  const [status, setStatus] = useState<GeolocationStatus>('idle');
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const locate = useCallback(() => {
    if (!canLocate()) {
      setStatus('unavailable');
      return;
    }
    setStatus('locating');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        if (!mounted.current) return;
        setStatus('idle');
        onPosition(position.coords.latitude, position.coords.longitude);
      },
      (error) => {
        if (mounted.current) setStatus(error.code === error.PERMISSION_DENIED ? 'refused' : 'unavailable');
      },
      POSITION_OPTIONS,
    );
  }, [onPosition]);
  const reset = useCallback(() => setStatus('idle'), []);
  return { status, locate, reset };
}
