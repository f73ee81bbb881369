import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Pencil } from 'lucide-react';
import { MOBILE_MEDIA_QUERY, useMediaQuery } from '@escapade/ui';
import { travellersSummaryMessage } from '@escapade/ui-travel';
import type { SearchCriteria } from '@escapade/util-criteria';
import { isAroundPosition } from './around-position';
import { searchCriteriaMessages } from './search-criteria-messages';
import { searchSummaryMessages } from './search-summary-messages';
import { stayDatesText } from './stay-dates-text';
import styles from './search-summary-bar.module.css';

// The box itself is only needed once the visitor asks to change the search.
const SearchBoxModal = lazy(() => import('./search-box-modal'));

/** Below this window height a sticky bar would hide too much of the results: it scrolls away instead. */
export const STICKY_SUMMARY_MIN_WINDOW_HEIGHT_PX = 480;

export interface SearchSummaryBarProps {
  readonly criteria: SearchCriteria;
  /** The place searched as the results name it, when there is one. */
  readonly destination: string | undefined;
  /** The theme searched as the results name it (their search details), when there is one. */
  readonly theme: string | undefined;
  /** Keeps the bar sticky on mobile too (it is sticky on desktop), window height permitting. */
  readonly forceSticky?: boolean;
}

/**
 * What is searched (destination, dates, theme, travellers) above the results; a click opens the
 * search box to change it. The bar is sticky on desktop or when forced, if the window is tall
 * enough; otherwise a compact sticky summary becomes visible once the bar has scrolled away.
 */
export function SearchSummaryBar({ criteria, destination, theme, forceSticky = false }: SearchSummaryBarProps) {
  const intl = useIntl();
  const mobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  const tallEnough = useMediaQuery(`(min-height: ${STICKY_SUMMARY_MIN_WINDOW_HEIGHT_PX}px)`);
  const sticky = (!mobile || forceSticky) && tallEnough;
  const [open, setOpen] = useState(false);
  const bar = useRef<HTMLDivElement>(null);
  // The flag that shows the compact summary: the bar is not sticky and has left the screen.
  const [barAway, setBarAway] = useState(false);
  useEffect(() => {
    const element = bar.current;
    if (sticky || !element || typeof IntersectionObserver === 'undefined') {
      setBarAway(false);
      return;
    }
    const observer = new IntersectionObserver(([entry]) => setBarAway(!entry.isIntersecting && entry.boundingClientRect.top < 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, [sticky]);

  const place = isAroundPosition(criteria) ? intl.formatMessage(searchCriteriaMessages.aroundMe) : (destination ?? intl.formatMessage(searchSummaryMessages.anywhere));
  const dates =
    criteria.flow === 'gifting' || criteria.flow === 'activity'
      ? undefined
      : (stayDatesText(intl, criteria.checkin, criteria.checkout) ?? intl.formatMessage(searchSummaryMessages.anyDates));
  const party =
    criteria.flow === 'activity'
      ? intl.formatMessage(searchCriteriaMessages.participantsSummary, { count: criteria.travellers.adult })
      : intl.formatMessage(travellersSummaryMessage, { adult: criteria.travellers.adult, child: criteria.travellers.child, baby: criteria.travellers.baby });
  const themeName = criteria.flow === 'activity' ? undefined : (theme ?? intl.formatMessage(searchCriteriaMessages.anyTheme));
  const parts = [
    { key: 'destination', text: place },
    ...(dates === undefined ? [] : [{ key: 'dates', text: dates }]),
    ...(themeName === undefined ? [] : [{ key: 'theme', text: themeName }]),
    { key: 'party', text: party },
  ];
  const label = intl.formatMessage(searchSummaryMessages.label);
  const modify = intl.formatMessage(searchSummaryMessages.modify);
  // One name for the button, in the order shown: 'Modify your search: Annecy, 3 – 5 May, Family, 2 adults'.
  const buttonName = `${modify}: ${parts.map((part) => part.text).join(', ')}`;

  const summaryButton = (compact: boolean) => (
    <button
      type="button"
      className={compact ? styles.compactButton : styles.button}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-label={buttonName}
      onClick={() => setOpen(true)}
    >
      <span className={styles.parts}>
        {parts.map((part) => (
          <span key={part.key} className={styles.part}>
            {part.text}
          </span>
        ))}
      </span>
      <span className={styles.modify}>
        <Pencil aria-hidden />
        {compact ? null : <span>{modify}</span>}
      </span>
    </button>
  );

  return (
    <>
      <section ref={bar} aria-label={label} className={sticky ? styles.sticky : styles.bar}>
        {summaryButton(false)}
      </section>
      {sticky ? null : (
        <div className={styles.compact} hidden={!barAway} data-testid="sticky-summary">
          {summaryButton(true)}
        </div>
      )}
      {open ? (
        <Suspense fallback={null}>
          <SearchBoxModal criteria={criteria} destinationLabel={destination} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
