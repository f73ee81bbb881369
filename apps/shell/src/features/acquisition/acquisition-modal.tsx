import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from '@escapade/app-providers/router';
import { useTrack } from '@escapade/app-providers/analytics';
import { Dialog } from '@escapade/ui';
import { NewsletterForm } from '../newsletter';
import { acquisitionMessages as messages } from './acquisition-messages';
import { ACQUISITION_CLOSE_DELAY_MS } from './acquisition-rules';

export interface AcquisitionModalProps {
  /** Closes the modal for good (the persistent flag): after a close or a signup. */
  onDismiss: () => void;
}

/** The kind of page the modal opened on, as analytics names pages. */
function pageTypeOf(pathname: string): string {
  if (pathname === '/') return 'home';
  return pathname.startsWith('/search') ? 'search' : 'listing';
}

/**
 * The email-acquisition modal (product-side.md): the newsletter form in a dialog. Closing it or
 * signing up sets the flag that keeps it from coming back; after a signup it says thank you and
 * closes 1.2 s later. Its opening, closing and signup are analytics events.
 */
export default function AcquisitionModal({ onDismiss }: AcquisitionModalProps) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const [pageType] = useState(() => pageTypeOf(pathname));
  const trackEvent = useTrack(pageType);
  const closing = useRef<number | undefined>(undefined);

  useEffect(() => {
    trackEvent({ name: 'acquisition_modal_view', params: {} }, { dedupeKey: 'acquisition_modal_view' });
    return () => window.clearTimeout(closing.current);
  }, [trackEvent]);

  const close = () => {
    trackEvent({ name: 'acquisition_modal_close', params: {} });
    onDismiss();
  };
  const subscribed = () => {
    trackEvent({ name: 'acquisition_modal_signup', params: {} });
    closing.current = window.setTimeout(onDismiss, ACQUISITION_CLOSE_DELAY_MS);
  };

  return (
    <Dialog open onClose={close} size="sm" title={intl.formatMessage(messages.title)} description={intl.formatMessage(messages.text)} closeOnOutsidePress={false}>
      <NewsletterForm variant="dialog" onSubscribed={subscribed} />
    </Dialog>
  );
}
