import { useCallback, useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from '@escapade/app-providers/router';
import { MessagesScope, useMarket } from '@escapade/i18n';
import { Button } from '@escapade/ui';
import type { DateSelection } from '@escapade/util-calendar';
import {
  defaultCriteria,
  giftFormatsOf,
  giftOptionsOf,
  searchUrl,
  submitSearch,
  switchFlow,
  type Flow,
  type GiftOptions,
  type RecentSearch,
  type SearchCriteria,
  type Travellers,
} from '@escapade/util-criteria';
import { loadSearchMessages } from '../../messages/load-search-messages';
import { searchHistoryState } from '../results/results-landing';
import { DatesField } from './dates-field';
import { DestinationField, type DestinationChoice } from './destination-field';
import { isAroundPosition } from './around-position';
import { destinationText, recentSearchOf, withoutDestination, withPosition, withRecentSearch, withSuggestion } from './destination';
import { FlowToggle } from './flow-toggle';
import { GiftOptionsField } from './gift-options-field';
import { searchBoxMessages, searchBoxTitles } from './search-box-messages';
import { searchCriteriaMessages } from './search-criteria-messages';
import { ThemeField } from './theme-field';
import { TravelLocally } from './travel-locally';
import { TravellersField } from './travellers-field';
import { useRecentSearches } from './use-recent-searches';
import styles from './search-box.module.css';

export interface SearchBoxProps {
  /** The search to start from (the results page passes the criteria of its URL); an empty booking search otherwise. */
  readonly criteria?: SearchCriteria;
  /** In a dialog the dialog's title says what the box searches, so the box draws no heading of its own. */
  readonly inDialog?: boolean;
  /** Called once a search is submitted (a dialog holding the box closes). */
  readonly onSearch?: () => void;
  /** What the page calls the destination of `criteria` (the results page has its label from the search), shown instead of its hash value. */
  readonly destinationLabel?: string;
}

/** Flows whose searches have stay dates: a gift's beneficiary picks them later, activities are day vouchers. */
const FLOWS_WITH_DATES: readonly Flow[] = ['booking', 'hotel'];

/** Flows whose searches narrow by theme: activity vouchers are searched by place and activity instead. */
const FLOWS_WITH_THEMES: readonly Flow[] = ['booking', 'gifting', 'hotel'];

/**
 * The search box: flow toggle, destination, dates, travellers and theme, and 'Travel locally!', submitted as a new results page
 * (a pushed history entry, origin 'searchBar'). In the gifting flow the gift's nights, format and people take the place of
 * the dates and travellers, and are always written to the hash. Edits stay in the box until it is submitted.
 */
export function SearchBox({ criteria, inDialog = false, onSearch, destinationLabel }: SearchBoxProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const headingId = useId();
  const market = useMarket();
  const giftFormats = giftFormatsOf(market.code);
  const { recentSearches, remember } = useRecentSearches();
  const [draft, setDraft] = useState(() => criteria ?? defaultCriteria());
  const [picked, setPicked] = useState<RecentSearch>();
  const [datesOpen, setDatesOpen] = useState(false);
  // New criteria from the page (back, forward, another search) reset the box and its destination text.
  const [source, setSource] = useState(criteria);
  const [revision, setRevision] = useState(0);
  if (source !== criteria) {
    setSource(criteria);
    setDraft(criteria ?? defaultCriteria());
    setPicked(undefined);
    setRevision((previous) => previous + 1);
  }

  const pickDestination = useCallback((choice: DestinationChoice) => {
    if (choice.kind === 'position') {
      // A position is not kept among the last searches: it is where the visitor is now, not a place.
      setDraft((current) => withPosition(current, choice.latitude, choice.longitude));
      setPicked(undefined);
      return;
    }
    const recent = choice.kind === 'recent' ? choice.recent : recentSearchOf(choice.suggestion);
    setDraft((current) => (choice.kind === 'recent' ? withRecentSearch(current, choice.recent) : withSuggestion(current, choice.suggestion)));
    setPicked(recent);
  }, []);

  const typeDestination = () => {
    setDraft(withoutDestination);
    setPicked(undefined);
  };

  const changeDates = useCallback(
    (dates: DateSelection) => setDraft((current) => ({ ...current, checkin: dates.checkIn ?? undefined, checkout: dates.checkOut ?? undefined })),
    [],
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const search = draft.flow === 'gifting' ? { ...draft, ...giftOptionsOf(draft, giftFormats) } : draft;
    const result = submitSearch(search, { datesVariation: 'control', flexibleDates: false });
    if (result.kind === 'openCalendar') {
      setDatesOpen(true);
      return;
    }
    if (picked) remember(picked);
    // The form is gone (or its dialog closes) once the results show: the visitor lands on them.
    void navigate(searchUrl(result.navigation.criteria), { state: searchHistoryState(result.navigation, { focusResults: true }) });
    onSearch?.();
  };

  return (
    <form
      role="search"
      aria-labelledby={inDialog ? undefined : headingId}
      aria-label={inDialog ? intl.formatMessage(searchBoxTitles[draft.flow]) : undefined}
      onSubmit={submit}
      className={inDialog ? styles.boxInDialog : styles.box}
    >
      <div className={styles.header}>
        {inDialog ? null : (
          <h2 id={headingId} className={styles.title}>
            {intl.formatMessage(searchBoxTitles[draft.flow])}
          </h2>
        )}
        <FlowToggle flow={draft.flow} onChange={(flow) => setDraft((current) => switchFlow(current, flow))} />
      </div>
      <div className={styles.fields}>
        <DestinationField
          key={revision}
          initialText={
            isAroundPosition(draft)
              ? intl.formatMessage(searchCriteriaMessages.aroundMe)
              : (picked?.label ?? destinationText(draft, recentSearches, criteria && destinationLabel !== undefined ? { criteria, label: destinationLabel } : undefined))
          }
          recentSearches={recentSearches}
          onPick={pickDestination}
          onType={typeDestination}
          className={styles.destination}
        />
        {FLOWS_WITH_DATES.includes(draft.flow) ? (
          <DatesField
            checkIn={draft.checkin}
            checkOut={draft.checkout}
            party={draft.travellers}
            minisite={draft.minisite}
            open={datesOpen}
            onOpenChange={setDatesOpen}
            onChange={changeDates}
          />
        ) : null}
        {draft.flow === 'gifting' ? (
          <GiftOptionsField
            options={giftOptionsOf(draft, giftFormats)}
            formats={giftFormats}
            onChange={(options: GiftOptions) => setDraft((current) => ({ ...current, ...options }))}
          />
        ) : (
          <TravellersField flow={draft.flow} travellers={draft.travellers} onChange={(travellers: Travellers) => setDraft((current) => ({ ...current, travellers }))} />
        )}
        {FLOWS_WITH_THEMES.includes(draft.flow) ? <ThemeField theme={draft.theme} onChange={(theme) => setDraft((current) => ({ ...current, theme }))} /> : null}
        <Button type="submit" size="lg" className={styles.submit}>
          {intl.formatMessage(searchBoxMessages.submit)}
        </Button>
      </div>
      <TravelLocally
        position={isAroundPosition(draft) && draft.lat !== undefined && draft.lng !== undefined ? { latitude: draft.lat, longitude: draft.lng } : undefined}
        onPick={(suggestion) => {
          pickDestination({ kind: 'suggestion', suggestion });
          // The destination field shows the place picked here.
          setRevision((previous) => previous + 1);
        }}
      />
    </form>
  );
}

/**
 * The search box as the remote exposes it (`search/SearchBox`), with the remote's own catalog, so
 * it can be mounted by the shell's home page, its 404 help section and the mini-sites.
 */
export default function ExposedSearchBox(props: SearchBoxProps) {
  return (
    <MessagesScope load={loadSearchMessages}>
      <div data-remote="search">
        <SearchBox {...props} />
      </div>
    </MessagesScope>
  );
}
