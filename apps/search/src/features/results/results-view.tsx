import { Fragment, memo, useDeferredValue, useRef, type MouseEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { UseQueryResult } from '@escapade/query';
import type { SearchDetails, SearchPromoSlot } from '@escapade/api-contract';
import { itemEvent, itemListEvent, useTrack, useTrackedView, type ItemFacts } from '@escapade/app-providers/analytics';
import { Pagination } from '@escapade/ui-travel';
import { changePage, destinationOf, removeAllFilters, searchUrl, type SearchCriteria, type SearchNavigation } from '@escapade/util-criteria';
import { NO_RESULTS_ID, NoResults, ResultsError, ResultsSkeleton } from './results-feedback';
import { useLandOnResults, type SearchHistoryOptions } from './results-landing';
import { resultsMessages } from './results-messages';
import { useScrollRestoration } from './use-scroll-restoration';
import styles from './results.module.css';

/** What both results pages read from a search reply: the page's results, the total and what was searched. */
export interface ResultsReply<T> {
  readonly exactMatches: readonly T[];
  readonly resultsCount: number;
  readonly searchDetails: SearchDetails;
}

/** The place searched: as the API names it once a reply is in, the URL's own value until then. */
export function destinationLabel(criteria: SearchCriteria, reply: ResultsReply<unknown> | undefined): string | undefined {
  return reply?.searchDetails.destination?.label ?? destinationOf(criteria)?.value;
}

export interface ResultsViewProps<T> {
  readonly search: UseQueryResult<ResultsReply<T>>;
  readonly criteria: SearchCriteria;
  readonly pageSize: number;
  readonly onSearch: (navigation: SearchNavigation, options?: SearchHistoryOptions) => void;
  readonly hrefOf: (path: string) => string;
  /**
   * Draws a result's card; `onSelect` goes on its link (the select_item event). `firstRow`: the card
   * is in the grid's first row, the first screen, where its pictures load at once.
   */
  readonly renderCard: (result: T, onSelect: () => void, firstRow: boolean) => ReactNode;
  /**
   * Everything besides the result that `renderCard` reads, as one string: a card is drawn again only
   * when its result or this changes, so a new page or filter does not redraw the cards still shown.
   */
  readonly cardInputs: string;
  readonly keyOf: (result: T) => string | number;
  /** What analytics says of a result at a position of the whole list (view_item_list, select_item). */
  readonly itemOf: (result: T, index: number) => ItemFacts;
  /** The list's name in those events. */
  readonly listName: string;
  /** What goes between two result grids (inline promo blocks), by the slot it fills; the row is left out when it draws nothing. */
  readonly renderBetween?: (slot: SearchPromoSlot) => ReactNode;
}

/** Cards in the grid's first row (on desktop; a phone's first screen shows fewer). */
const FIRST_ROW_CARDS = 3;

/**
 * The slots between the result grids, by the index of the result they follow: the first row
 * (3 cards), the second block (up to index 9), then the rest (search-side.md section 2).
 */
const SLOT_AFTER: Readonly<Record<number, SearchPromoSlot>> = { [FIRST_ROW_CARDS - 1]: 'afterFirstRow', 9: 'afterSecondBlock' };

/** Id of the result count heading, which names the results (and where pagination and a new search put the focus). */
const RESULTS_COUNT_ID = 'results-count';

interface ResultCardProps {
  readonly result: unknown;
  readonly cardInputs: string;
  readonly firstRow: boolean;
  readonly render: () => ReactNode;
}

/** One card of the grid, redrawn only when its result or the card inputs change (see `cardInputs`). */
const ResultCard = memo(
  function ResultCard({ render }: ResultCardProps) {
    return render();
  },
  (previous, next) => previous.result === next.result && previous.cardInputs === next.cardInputs && previous.firstRow === next.firstRow,
);

/**
 * A results page's body in every state: skeletons while the first page loads, 'Oops, something went
 * wrong' with a retry, the spec's 'No results…' with 'Remove all filters', else the results.
 */
export function ResultsView<T>({ search, ...props }: ResultsViewProps<T>) {
  const { criteria, onSearch } = props;
  // A reply arrives as a store update, which React draws at once, in one task, however many cards it
  // holds. Drawn from a deferred copy, the cards come in slices between which the browser stays free
  // (no long task); until then the page shows what it showed before (skeletons, or the last results).
  const data = useDeferredValue(search.data);
  const placeholder = search.isPlaceholderData || data !== search.data;
  useScrollRestoration(data !== undefined);
  // A search that asks for it (a search box, 'Remove all filters') lands on its results: the count, or the no-results advice.
  const shown = data !== undefined && !placeholder ? data : undefined;
  useLandOnResults(shown === undefined ? undefined : shown.resultsCount === 0 ? NO_RESULTS_ID : RESULTS_COUNT_ID);
  if (data) {
    return data.resultsCount === 0 ? (
      // The advice and its button go away with the filters: the visitor lands on the results instead.
      <NoResults onRemoveFilters={() => onSearch(removeAllFilters(criteria), { focusResults: true })} />
    ) : (
      <ResultsGrid reply={data} refreshing={placeholder} {...props} />
    );
  }
  return search.isError ? <ResultsError onRetry={() => void search.refetch()} /> : <ResultsSkeleton count={6} />;
}

type ResultsGridProps<T> = Omit<ResultsViewProps<T>, 'search'> & {
  readonly reply: ResultsReply<T>;
  /** True while the next criteria load and these results stay on screen. */
  readonly refreshing: boolean;
};

/**
 * The result-count header, the grid of cards and the pagination of one page of results, with the
 * page's canonical address and its previous and next pages as link hints for search engines.
 */
function ResultsGrid<T>({ reply, criteria, pageSize, refreshing, onSearch, hrefOf, renderCard, cardInputs, keyOf, itemOf, listName, renderBetween }: ResultsGridProps<T>) {
  const intl = useIntl();
  const track = useTrack('search');
  const first = criteria.page * pageSize;
  const items = reply.exactMatches.map((result, index) => itemOf(result, first + index));
  // The list seen, once its results are the criteria's own (not the previous page kept on screen meanwhile).
  useTrackedView('search', refreshing ? undefined : itemListEvent(listName, items), `${listName}:${items.map((item) => item.id).join(',')}`);
  const heading = useRef<HTMLHeadingElement>(null);
  const destination = reply.searchDetails.destination?.label;
  const count = reply.resultsCount;
  const openPage = (page: number, event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    onSearch(changePage(criteria, page));
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  };
  const pageCount = Math.ceil(count / pageSize);
  const linkTo = (page: number) => new URL(hrefOf(searchUrl({ ...criteria, page })), window.location.origin).href;
  return (
    <section aria-labelledby={RESULTS_COUNT_ID} aria-busy={refreshing} className={refreshing ? styles.refreshing : undefined}>
      <link rel="canonical" href={linkTo(criteria.page)} />
      {criteria.page > 0 ? <link rel="prev" href={linkTo(criteria.page - 1)} /> : null}
      {criteria.page + 1 < pageCount ? <link rel="next" href={linkTo(criteria.page + 1)} /> : null}
      <h2 id={RESULTS_COUNT_ID} ref={heading} tabIndex={-1} className={styles.count}>
        {destination === undefined ? intl.formatMessage(resultsMessages.count, { count }) : intl.formatMessage(resultsMessages.countIn, { count, destination })}
      </h2>
      <ul aria-label={intl.formatMessage(resultsMessages.list)} className={styles.grid}>
        {/* A card's link leaves the page: its select_item goes by beacon at once. */}
        {reply.exactMatches.map((result, index) => {
          const slot = SLOT_AFTER[index];
          // A slot only ever sits between results: after the page's last one there is nothing to separate.
          const between = slot !== undefined && index + 1 < reply.exactMatches.length ? renderBetween?.(slot) : undefined;
          return (
            <Fragment key={keyOf(result)}>
              <li>
                <ResultCard
                  result={result}
                  cardInputs={cardInputs}
                  firstRow={index < FIRST_ROW_CARDS}
                  render={() => renderCard(result, () => track(itemEvent('select_item', items[index], listName), { beacon: true }), index < FIRST_ROW_CARDS)}
                />
              </li>
              {between ? <li className={styles.between}>{between}</li> : null}
            </Fragment>
          );
        })}
      </ul>
      <Pagination
        page={criteria.page}
        pageSize={pageSize}
        totalResults={count}
        hrefForPage={(page) => hrefOf(searchUrl({ ...criteria, page }))}
        onPageChange={openPage}
        className={styles.pagination}
      />
    </section>
  );
}
