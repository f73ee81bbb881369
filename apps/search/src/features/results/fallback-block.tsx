import { useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { OffersSearchReply } from '@escapade/api-contract';
import { useFallbackOffers } from '@escapade/data-access-api';
import { useMarket } from '@escapade/i18n';
import { buildResultsFallbackRequest, FALLBACK_RESULTS, resultsFallback, type SearchCriteria } from '@escapade/util-criteria';
import { ResultOfferCard } from './result-offer-card';
import { resultsMessages } from './results-messages';
import styles from './results.module.css';

export interface FallbackBlockProps {
  readonly criteria: SearchCriteria;
  /** The page's own results: the block only adds stays that are not among them. */
  readonly reply: OffersSearchReply;
  readonly hrefOf: (path: string) => string;
}

/**
 * Three stays outside the criteria under a first page with no or few results: the API relaxes the
 * criteria when nothing matched, or the search widens to 30 km around the destination. A failure
 * leaves the block out; the page's own results and messages are enough.
 */
export function FallbackBlock({ criteria, reply, hrefOf }: FallbackBlockProps) {
  const intl = useIntl();
  const market = useMarket();
  const titleId = useId();
  const fallback = resultsFallback(reply.resultsCount, criteria.page);
  const latitude = reply.searchDetails.destination?.latitude ?? undefined;
  const longitude = reply.searchDetails.destination?.longitude ?? undefined;
  const query = useMemo(() => {
    if (fallback === undefined) return undefined;
    const centre = latitude !== undefined && longitude !== undefined ? { lat: latitude, lng: longitude } : undefined;
    return buildResultsFallbackRequest(criteria, fallback, { locale: market.code, centre });
  }, [criteria, fallback, market.code, latitude, longitude]);
  const block = useFallbackOffers(query ?? { locale: market.code }, { enabled: query !== undefined });
  if (fallback === undefined || !block.data) return null;
  const shown = new Set(reply.exactMatches.map((card) => card.id));
  const cards = block.data.exactMatches.filter((card) => !shown.has(card.id)).slice(0, FALLBACK_RESULTS);
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className={styles.fallback}>
      <h2 id={titleId} className={styles.count}>
        {intl.formatMessage(fallback === 'noExactResults' ? resultsMessages.noExactResults : resultsMessages.outsideCriteria)}
      </h2>
      <ul className={styles.grid}>
        {cards.map((card) => (
          <li key={card.id}>
            <ResultOfferCard card={card} context={{ criteria, market: market.code, hrefOf }} />
          </li>
        ))}
      </ul>
    </section>
  );
}
