import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ChevronDown } from 'lucide-react';
import { useThemes } from '@escapade/data-access-api';
import { useMarket } from '@escapade/i18n';
import { Spinner } from '@escapade/ui';
import { searchBoxMessages } from './search-box-messages';
import { searchCriteriaMessages } from './search-criteria-messages';
import { TriggerText } from './trigger-text';
import styles from './search-box.module.css';

// The list and its icons are a chunk of their own, fetched when the field first opens.
const ThemeListbox = lazy(() => import('./theme-listbox'));

export interface ThemeFieldProps {
  /** The theme of the search (`theme` hash key), if any. */
  readonly theme: number | undefined;
  readonly onChange: (theme: number | undefined) => void;
}

/**
 * The search box's theme: a button showing the chosen theme that opens a listbox of the catalog's
 * themes with their icons (WAI-ARIA listbox: arrows, Home / End, Enter or Space, Escape). The
 * themes are asked for once the field opens or the search already has one to name.
 */
export function ThemeField({ theme, onChange }: ThemeFieldProps) {
  const intl = useIntl();
  const market = useMarket();
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const themes = useThemes({ locale: market.code }, { enabled: open || theme !== undefined });
  const chosen = theme === undefined ? undefined : themes.data?.find((candidate) => candidate.id === theme);
  // A theme whose name is not known (yet, or any more) reads as the spec's fallback label.
  const value = chosen?.name ?? intl.formatMessage(searchCriteriaMessages.anyTheme);
  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) button.current?.focus();
  };
  return (
    <div className={styles.themeField}>
      <button
        ref={button}
        type="button"
        id={`${id}-button`}
        className={styles.trigger}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? `${id}-listbox` : undefined}
        aria-labelledby={`${id}-label ${id}-button`}
        // While the list is open, a press on the button must not blur (and close) it before the click closes it.
        onMouseDown={(event) => open && event.preventDefault()}
        onClick={() => (open ? close(true) : setOpen(true))}
      >
        <TriggerText label={intl.formatMessage(searchBoxMessages.theme)} value={value} labelId={`${id}-label`} />
        <ChevronDown aria-hidden />
      </button>
      {open ? (
        <Suspense fallback={<Spinner />}>
          <ThemeListbox
            id={`${id}-listbox`}
            labelledBy={`${id}-label`}
            themes={themes.data}
            loading={themes.isPending}
            selected={theme}
            onPick={(picked) => {
              onChange(picked);
              close(true);
            }}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
