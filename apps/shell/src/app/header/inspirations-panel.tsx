import { useRef, useState, type KeyboardEvent } from 'react';
import { ChevronRight } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { useThisWeekTheme } from '@escapade/data-access-api';
import { useMarket } from '@escapade/i18n';
import { NavigationLinkTo } from './navigation-link-to';
import { asEntries, entriesAlong, useNavigationTree, type NavigationEntry } from './use-navigation-tree';
import styles from './inspirations.module.css';

export interface InspirationsPanelProps {
  /** Called when a link is followed, so the menu closes. */
  onNavigate: () => void;
}

/**
 * The mega-menu's columns, up to four levels (product-side.md): hovering or focusing an entry
 * shows its sub-entries in the next column. Arrow keys move within a column (up, down) and between
 * columns (right, left); Tab follows the page order.
 */
export default function InspirationsPanel({ onNavigate }: InspirationsPanelProps) {
  const { data, isPending, isError } = useNavigationTree();
  const market = useMarket();
  const theme = useThisWeekTheme({ locale: market.code }, { staleTime: Infinity }).data?.thisWeekTheme;
  const [path, setPath] = useState<readonly string[]>([]);
  const rootRef = useRef<HTMLDivElement>(null);

  if (isPending) {
    return (
      <p role="status" className={styles.status}>
        <FormattedMessage id="shell.header.navigationLoading" defaultMessage="Loading the inspirations" />
      </p>
    );
  }
  if (isError) {
    return (
      <p role="alert" className={styles.status}>
        <FormattedMessage id="shell.header.navigationError" defaultMessage="Oops, something went wrong" />
      </p>
    );
  }

  const tree = asEntries(data);
  // The first tab is selected until the visitor points at another, so the panel never opens empty.
  const selected = entriesAlong(tree, path.length > 0 ? path : tree.slice(0, 1).map((entry) => entry._id));
  const columns = [tree, ...selected.map((entry) => entry.children)].filter((column) => column.length > 0);

  const select = (column: number, entry: NavigationEntry) => {
    setPath([...selected.slice(0, column).map((parent) => parent._id), entry._id]);
  };

  const focusIn = (column: number, index: number | 'selected') => {
    const list = rootRef.current?.querySelectorAll<HTMLUListElement>('ul')[column];
    const links = Array.from(list?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
    const target = index === 'selected' ? links.find((link) => link.dataset.selected === 'true') : links[(index + links.length) % links.length];
    target?.focus();
  };

  const onKeyDown = (column: number, index: number) => (event: KeyboardEvent<HTMLAnchorElement>) => {
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusIn(column, index + 1),
      ArrowUp: () => focusIn(column, index - 1),
      ArrowRight: () => focusIn(column + 1, 0),
      ArrowLeft: () => focusIn(column - 1, 'selected'),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      move();
    }
  };

  return (
    <div className={styles.body}>
      <div ref={rootRef} className={styles.columns}>
        {columns.map((entries, column) => (
          <ul key={column === 0 ? 'tabs' : selected[column - 1]._id} className={column === 0 ? styles.tabs : styles.column}>
            {entries.map((entry, index) => {
              const isSelected = selected[column]?._id === entry._id;
              return (
                <li key={entry._id}>
                  <NavigationLinkTo
                    href={entry.uri}
                    className={styles.entry}
                    data-selected={isSelected}
                    data-highlight={entry.variant === 'highlight'}
                    onMouseEnter={() => select(column, entry)}
                    onFocus={() => select(column, entry)}
                    onKeyDown={onKeyDown(column, index)}
                    onClick={onNavigate}
                  >
                    <span>{entry.label}</span>
                    {entry.children.length > 0 ? <ChevronRight aria-hidden className={styles.entryChevron} /> : null}
                  </NavigationLinkTo>
                </li>
              );
            })}
          </ul>
        ))}
      </div>
      {theme ? (
        <aside className={styles.theme} aria-labelledby="inspirations-this-week">
          <h2 id="inspirations-this-week" className={styles.themeHeading}>
            <FormattedMessage id="shell.header.thisWeek" defaultMessage="This week's theme" />
          </h2>
          <p className={styles.themeTitle}>{theme.themaTitle}</p>
          <p className={styles.themeDescription}>{theme.description}</p>
          <NavigationLinkTo href={theme.weekendUrl} className={styles.themeLink} onClick={onNavigate}>
            <FormattedMessage id="shell.header.thisWeekLink" defaultMessage="See the weekends" />
          </NavigationLinkTo>
        </aside>
      ) : null}
    </div>
  );
}
