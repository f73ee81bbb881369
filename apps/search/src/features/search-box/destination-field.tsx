import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { SearchSuggestion } from '@escapade/api-contract';
import { Combobox, type ComboboxOption } from '@escapade/ui';
import type { RecentSearch } from '@escapade/util-criteria';
import { searchBoxMessages } from './search-box-messages';
import { useDestinationSuggestions } from './use-destination-suggestions';

/** What an option of the list stands for. */
export type DestinationChoice = { readonly kind: 'recent'; readonly recent: RecentSearch } | { readonly kind: 'suggestion'; readonly suggestion: SearchSuggestion };

export interface DestinationFieldProps {
  /** The text the field starts with: the destination of the criteria, if any. */
  readonly initialText: string;
  readonly recentSearches: readonly RecentSearch[];
  readonly onPick: (choice: DestinationChoice) => void;
  /** The visitor typed (reported once typing pauses): the picked destination no longer holds. */
  readonly onType: (text: string) => void;
  readonly className?: string;
}

/**
 * The destination selector: recent searches while nothing is typed, then suggestions of the
 * autocomplete for what is typed, picked with the arrows and Enter or a click (the ui combobox's
 * WAI-ARIA pattern).
 */
export function DestinationField({ initialText, recentSearches, onPick, onType, className }: DestinationFieldProps) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const { suggestions, loading } = useDestinationSuggestions(text);
  const choices = new Map<string, DestinationChoice>();
  const options: ComboboxOption[] = [];
  if (text.trim().length === 0) {
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
  return (
    <Combobox
      label={intl.formatMessage(searchBoxMessages.destination)}
      placeholder={intl.formatMessage(searchBoxMessages.destinationPlaceholder)}
      defaultInputValue={initialText}
      options={options}
      loading={loading}
      openOnFocus
      onInputChange={(typed) => {
        setText(typed);
        onType(typed);
      }}
      onSelect={(option) => {
        const choice = choices.get(option.value);
        if (choice) onPick(choice);
      }}
      className={className}
    />
  );
}
