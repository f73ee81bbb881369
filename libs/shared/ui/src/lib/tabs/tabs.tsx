import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { classNames } from '../internal/class-names';
import { useControllableState } from '../internal/use-controllable-state';
import styles from './tabs.module.css';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  /** Names the tab list for screen readers ('Account', 'Reviews'). */
  'aria-label': string;
  items: TabItem[];
  value?: string;
  defaultValue?: string;
  onChange?: (id: string) => void;
  className?: string;
}

/**
 * APG tabs with automatic activation: one Tab stop on the selected tab, arrows/Home/End move and
 * select, so switching account or review tabs needs no mouse.
 */
export function Tabs({ 'aria-label': label, items, value, defaultValue, onChange, className }: TabsProps) {
  const id = useId();
  const enabled = items.filter((item) => !item.disabled);
  const [selected, setSelected] = useControllableState(value, defaultValue ?? enabled[0]?.id ?? '', onChange);
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const select = (tabId: string) => {
    setSelected(tabId);
    tabRefs.current.get(tabId)?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = enabled.findIndex((item) => item.id === selected);
    let next: TabItem | undefined;
    if (event.key === 'ArrowRight') next = enabled[(index + 1) % enabled.length];
    else if (event.key === 'ArrowLeft') next = enabled[(index - 1 + enabled.length) % enabled.length];
    else if (event.key === 'Home') next = enabled[0];
    else if (event.key === 'End') next = enabled[enabled.length - 1];
    if (!next) return;
    event.preventDefault();
    select(next.id);
  };

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className={styles.list} onKeyDown={handleKeyDown}>
        {items.map((item) => {
          const isSelected = item.id === selected;
          return (
            <button
              key={item.id}
              ref={(node) => {
                if (node) tabRefs.current.set(item.id, node);
                else tabRefs.current.delete(item.id);
              }}
              id={`${id}-tab-${item.id}`}
              type="button"
              role="tab"
              aria-selected={isSelected}
              aria-controls={`${id}-panel-${item.id}`}
              tabIndex={isSelected ? 0 : -1}
              disabled={item.disabled}
              onClick={() => select(item.id)}
              className={styles.tab}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          id={`${id}-panel-${item.id}`}
          role="tabpanel"
          aria-labelledby={`${id}-tab-${item.id}`}
          tabIndex={0}
          hidden={item.id !== selected}
          className={classNames(styles.panel)}
        >
          {item.id === selected ? item.content : null}
        </div>
      ))}
    </div>
  );
}
