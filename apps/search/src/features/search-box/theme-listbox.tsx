import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { Check } from 'lucide-react';
import type { Theme } from '@escapade/api-contract';
import { Spinner, ThemeIcon } from '@escapade/ui';
import { searchCriteriaMessages } from './search-criteria-messages';
import styles from './search-box.module.css';

export interface ThemeListboxProps {
  readonly id: string;
  /** The field's label, which names the list too. */
  readonly labelledBy: string;
  /** The catalog's themes, undefined while they load or when they could not be loaded. */
  readonly themes: readonly Theme[] | undefined;
  readonly loading: boolean;
  readonly selected: number | undefined;
  readonly onPick: (theme: number | undefined) => void;
  /** Escape or Tab: closes without choosing; the focus goes back to the field's button on Escape. */
  readonly onClose: (focusButton: boolean) => void;
}

/**
 * The theme list of the search box (WAI-ARIA listbox, focus on the list, the active option by
 * `aria-activedescendant`): 'For all your wish' first, then each theme with the icon of its group
 * (unmapped groups get the default icon).
 */
export default function ThemeListbox({ id, labelledBy, themes, loading, selected, onPick, onClose }: ThemeListboxProps) {
  const intl = useIntl();
  const list = useRef<HTMLUListElement>(null);
  const choices: readonly (number | undefined)[] = [undefined, ...(themes ?? []).map((theme) => theme.id)];
  const [active, setActive] = useState(() => Math.max(0, choices.indexOf(selected)));
  const activeIndex = Math.min(active, choices.length - 1);

  useEffect(() => {
    list.current?.focus();
  }, []);
  useEffect(() => {
    list.current?.querySelector(`#${CSS.escape(`${id}-${activeIndex}`)}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [id, activeIndex]);

  const handleKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const moves: Record<string, number> = { ArrowDown: activeIndex + 1, ArrowUp: activeIndex - 1, Home: 0, End: choices.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      setActive(Math.min(choices.length - 1, Math.max(0, moves[event.key])));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onPick(choices[activeIndex]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose(true);
    } else if (event.key === 'Tab') {
      onClose(false);
    }
  };

  const option = (theme: number | undefined, index: number, name: string, group: string | null) => (
    <li
      key={theme ?? 'any'}
      id={`${id}-${index}`}
      role="option"
      aria-selected={theme === selected}
      data-active={index === activeIndex || undefined}
      className={styles.themeOption}
      onMouseDown={(event) => event.preventDefault()}
      onMouseEnter={() => setActive(index)}
      onClick={() => onPick(theme)}
    >
      <ThemeIcon group={group} className={styles.themeIcon} />
      <span>{name}</span>
      {theme === selected ? <Check aria-hidden className={styles.themeCheck} /> : null}
    </li>
  );

  return (
    <div className={styles.themePopup}>
      <ul
        ref={list}
        id={id}
        role="listbox"
        // Focusable (the WAI-ARIA listbox takes the focus, and a scrolling list must be reachable by keyboard).
        tabIndex={0}
        aria-labelledby={labelledBy}
        aria-activedescendant={`${id}-${activeIndex}`}
        aria-busy={loading}
        className={styles.themeList}
        onKeyDown={handleKeyDown}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) onClose(false);
        }}
      >
        {option(undefined, 0, intl.formatMessage(searchCriteriaMessages.anyTheme), null)}
        {(themes ?? []).map((theme, index) => option(theme.id, index + 1, theme.name, theme.iconGroup))}
      </ul>
      {loading ? <Spinner /> : null}
    </div>
  );
}
