import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from '@escapade/app-providers/router';
import { campaignFromQuery, useConsent } from '@escapade/app-providers/consent';
import { useCustomerCareMode } from '../../app/frame/use-customer-care-mode';
import { ACQUISITION_DELAY_MS, isAcquisitionEligible, readAcquisitionFlag, setAcquisitionFlag } from './acquisition-rules';

const storage = () => window.localStorage;

/** What another dialog of the page is, open: a modal, a drawer, an open panel (the map, the filters, the calendar). */
const OPEN_DIALOG = '[role="dialog"], [role="alertdialog"], dialog[open]';

/**
 * The email-acquisition modal's timing (product-side.md): eligible once the visitor has gone from
 * one page to another and is on home, a listing or a search page; opens 10 s later unless the
 * eligibility ended meanwhile (another kind of page), and once no other dialog is open (the map, a
 * filter panel), never over one. `dismiss` sets the persistent flag.
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
  // The 10 s have passed on an eligible page: the modal opens as soon as no other dialog is open.
  const [due, setDue] = useState(false);

  useEffect(() => {
    if (pathname !== firstPath.current) setNavigated(true);
  }, [pathname]);

  const eligible = isAcquisitionEligible({ navigated, pathname, flagSet, consentAnswered: consent !== null, affiliateId, customerCare });
  useEffect(() => {
    setDue(false);
    if (!eligible) return undefined;
    const timer = window.setTimeout(() => setDue(true), ACQUISITION_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [eligible]);
  useEffect(() => {
    if (!due || !eligible || open) return undefined;
    // Opens when no other dialog is, now or once the last one closes.
    const openAlone = () => {
      const alone = [...document.querySelectorAll(OPEN_DIALOG)].every((dialog) => dialog.closest('[hidden]') !== null);
      if (alone) setOpen(true);
      return alone;
    };
    if (openAlone()) return undefined;
    const observer = new MutationObserver(() => openAlone() && observer.disconnect());
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['role', 'open'] });
    return () => observer.disconnect();
  }, [due, eligible, open]);

  const dismiss = useCallback(() => {
    setAcquisitionFlag(storage);
    setFlagSet(true);
    setOpen(false);
  }, []);
  return { open, dismiss };
}
