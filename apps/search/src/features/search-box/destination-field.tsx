import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { CircleAlert } from 'lucide-react';
import type { SearchSuggestion } from '@escapade/api-contract';
import { Combobox, type ComboboxOption } from '@escapade/ui';
import type { RecentSearch } from '@escapade/util-criteria';
import { searchBoxMessages } from './search-box-messages';
import { searchCriteriaMessages } from './search-criteria-messages';
import { useDestinationSuggestions } from './use-destination-suggestions';
import { canLocate, useGeolocation, type GeolocationStatus } from './use-geolocation';
import styles from './search-box.module.css';

/** What an option of the list stands for. */
export type DestinationChoice =
  | { readonly kind: 'recent'; readonly recent: RecentSearch }
  | { readonly kind: 'suggestion'; readonly suggestion: SearchSuggestion }
  | { readonly kind: 'position'; readonly latitude: number; readonly longitude: number };

export interface DestinationFieldProps {
  /** The text the field starts with: the destination of the criteria, if any. */
  readonly initialText: string;
  readonly recentSearches: readonly RecentSearch[];
  readonly onPick: (choice: DestinationChoice) => void;
  /** The visitor typed (reported once typing pauses): the picked destination no longer holds. */
  readonly onType: (text: string) => void;
  readonly className?: string;
}

/** The value of the 'Around me' option among the others. */
const AROUND_ME = 'position:around-me';

const STATUS_MESSAGES = {
  locating: searchBoxMessages.locating,
  refused: searchBoxMessages.locationRefused,
  unavailable: searchBoxMessages.locationUnavailable,
} as const satisfies Partial<Record<GeolocationStatus, unknown>>;

/**
 * The destination selector: 'Around me' (when the browser can tell a position) and the recent
 * searches while nothing is typed, then suggestions of the autocomplete for what is typed, picked
 * with the arrows and Enter or a click (the ui combobox's WAI-ARIA pattern). A refused or failed
 * position is said under the field, and the field is emptied for a typed destination.
 */
export function DestinationField({ initialText, recentSearches, onPick, onType, className }: DestinationFieldProps) {
  const intl = useIntl();
  const [text, setText] = useState('');
  // A new key empties the combobox (its text is its own) once a position could not be found.
  const [attempt, setAttempt] = useState(0);
  const { suggestions, loading } = useDestinationSuggestions(text);
  const found = useCallback((latitude: number, longitude: number) => onPick({ kind: 'position', latitude, longitude }), [onPick]);
  const geolocation = useGeolocation(found);
  const [locatable] = useState(canLocate);
  const choices = new Map<string, DestinationChoice>();
  const options: ComboboxOption[] = [];
  if (text.trim().length === 0) {
    if (locatable) options.push({ value: AROUND_ME, label: intl.formatMessage(searchCriteriaMessages.aroundMe), description: intl.formatMessage(searchBoxMessages.aroundMeHint) });
    for (const recent of recentSearches) {
      const value = `recent:${recent.category}:${recent.id}`;
      choices.set(value, { kind: 'recent', recent });
      options.push({ value, label: recent.label, description: intl.formatMessage(searchBoxMessages.recentSearch) });
    }
  } else {
    for (const suggestion of suggestions) {
      const value = `${suggestion.category}:${suggestion.id}`;
      choices.set(value, { kind: 'suggestion', suggestion });
      options.push({ value, label: suggestion.label });
    }
  }
  // A position that could not be found leaves an empty field, ready for a typed destination.
  useEffect(() => {
    if (geolocation.status === 'refused' || geolocation.status === 'unavailable') setAttempt((previous) => previous + 1);
  }, [geolocation.status]);
  const status = geolocation.status === 'idle' ? undefined : intl.formatMessage(STATUS_MESSAGES[geolocation.status]);
  const failed = geolocation.status === 'refused' || geolocation.status === 'unavailable';
  return (
    <div className={className}>
      <Combobox
        key={attempt}
        label={intl.formatMessage(searchBoxMessages.destination)}
        placeholder={intl.formatMessage(searchBoxMessages.destinationPlaceholder)}
        defaultInputValue={attempt === 0 ? initialText : ''}
        options={options}
        loading={loading || geolocation.status === 'locating'}
        openOnFocus
        onInputChange={(typed) => {
          setText(typed);
          geolocation.reset();
          onType(typed);
        }}
        onSelect={(option) => {
          if (option.value === AROUND_ME) {
            // The destination shown is no longer the one searched until the position is found.
            onType('');
            geolocation.locate();
            return;
          }
          geolocation.reset();
          const choice = choices.get(option.value);
          if (choice) onPick(choice);
        }}
      />
      {/* Always in the page, so screen readers announce what appears in it. */}
      <p role="status" className={failed ? styles.fieldError : styles.fieldStatus}>
        {failed ? <CircleAlert aria-hidden /> : null}
        {status}
      </p>
    </div>
  );
}
