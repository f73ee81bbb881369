import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from '@escapade/app-providers/router';
import { campaignFromQuery, useConsent } from '@escapade/app-providers/consent';
import { useCustomerCareMode } from '../../app/frame/use-customer-care-mode';
import { ACQUISITION_DELAY_MS, isAcquisitionEligible, readAcquisitionFlag, setAcquisitionFlag } from './acquisition-rules';

const storage = () => window.localStorage;

/**
 * The email-acquisition modal's timing (product-side.md): eligible once the visitor has gone from
 * one page to another and is on home, a listing or a search page; opens 10 s later unless the
 * eligibility ended meanwhile (another kind of page). `dismiss` sets the persistent flag.
 */
export function useAcquisitionModal(): { open: boolean; dismiss: () => void } {
  const { pathname } = useLocation();
  const consent = useConsent();
  const firstPath = useRef(pathname);
  const [navigated, setNavigated] = useState(false);
  const customerCare = useCustomerCareMode();
  // The affiliate that sent the visit is in its landing URL.
  const [affiliateId] = useState(() => (typeof window === 'undefined' ? undefined : campaignFromQuery(window.location.search).affiliateId));
  const [flagSet, setFlagSet] = useState(() => typeof window === 'undefined' || readAcquisitionFlag(storage));
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (pathname !== firstPath.current) setNavigated(true);
  }, [pathname]);

  const eligible = isAcquisitionEligible({ navigated, pathname, flagSet, consentAnswered: consent !== null, affiliateId, customerCare });
  useEffect(() => {
    if (!eligible) return undefined;
    const timer = window.setTimeout(() => setOpen(true), ACQUISITION_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [eligible]);

  const dismiss = useCallback(() => {
    setAcquisitionFlag(storage);
    setFlagSet(true);
    setOpen(false);
  }, []);
  return { open, dismiss };
}
