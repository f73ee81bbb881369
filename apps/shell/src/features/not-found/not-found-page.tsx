import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from '@escapade/app-providers/router';
import { logNotFound, useFallbackOffers } from '@escapade/data-access-api';
import { useMarket } from '@escapade/i18n';
import { Skeleton, VisuallyHidden } from '@escapade/ui';
import { buildHotelOffersLookupRequest, parseNotFoundHash } from '@escapade/util-criteria';
import { ExpiredOffer } from './expired-offer';
import { HelpSection } from './help-section';
import { notFoundMessages } from './not-found-messages';
import pageStyles from '../../app/pages/page.module.css';
import styles from './not-found.module.css';

/**
 * Shown for any path no part of the site owns (product-side.md section 2): 'Oops!', the 404 text and
 * a way home, then help to find another weekend. A link to an offer that is no longer sold may carry
 * its hotel (`#hotelId=42`): while the hotel's current offer is looked up the heading waits, and if
 * there is one the page says 'Too late!' and shows it instead. Each view is logged (`GET /api/error`)
 * so broken links can be found; a failed log is only a lost statistic, never an error for the visitor.
 */
export function NotFoundPage() {
  const intl = useIntl();
  const { pathname, search, hash } = useLocation();
  const market = useMarket();
  const { hotelId } = parseNotFoundHash(hash);
  const lookup = useFallbackOffers(buildHotelOffersLookupRequest(hotelId ?? 0, market.code), { enabled: hotelId !== undefined, retry: false });
  const offer = hotelId === undefined ? undefined : lookup.data?.exactMatches[0];

  useEffect(() => {
    logNotFound({ uri: `${pathname}${search}`, locale: market.code }).catch(() => undefined);
  }, [pathname, search, market.code]);

  let top;
  if (hotelId !== undefined && lookup.isPending) {
    top = (
      <div className={styles.checking} aria-busy="true">
        <VisuallyHidden>{intl.formatMessage(notFoundMessages.checking)}</VisuallyHidden>
        <Skeleton variant="text" width="16rem" height="2.5rem" />
        <Skeleton variant="text" width="24rem" />
      </div>
    );
  } else if (offer) {
    top = <ExpiredOffer offer={offer} />;
  } else {
    top = (
      <>
        <h1>{intl.formatMessage(notFoundMessages.title)}</h1>
        <p>{intl.formatMessage(notFoundMessages.body)}</p>
        <p>
          <Link to="/" className={pageStyles.cta}>
            {intl.formatMessage(notFoundMessages.home)}
          </Link>
        </p>
      </>
    );
  }
  return (
    <div className={pageStyles.page}>
      {top}
      <HelpSection />
    </div>
  );
}
