import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { useControllableState } from '../internal/use-controllable-state';
import styles from './accordion.module.css';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: AccordionItem[];
  /** Several sections open at once, or opening one closes the others. */
  allowMultiple?: boolean;
  expanded?: string[];
  defaultExpanded?: string[];
  onExpandedChange?: (expanded: string[]) => void;
  /** Heading level of the section titles, to fit the page outline. */
  headingLevel?: 2 | 3 | 4 | 5;
  className?: string;
}

/** Sections that fold (APG accordion): buttons in headings, arrows move between them, content stays in order. */
export function Accordion({ items, allowMultiple = true, expanded, defaultExpanded = [], onExpandedChange, headingLevel = 3, className }: AccordionProps) {
  const id = useId();
  const [open, setOpen] = useControllableState(expanded, defaultExpanded, onExpandedChange);
  const triggers = useRef<Array<HTMLButtonElement | null>>([]);
  const Heading = `h${headingLevel}` as const;

  const toggle = (itemId: string) => {
    if (open.includes(itemId)) setOpen(open.filter((current) => current !== itemId));
    else setOpen(allowMultiple ? [...open, itemId] : [itemId]);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const target = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    triggers.current[target]?.focus();
  };

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      {items.map((item, index) => {
        const isOpen = open.includes(item.id);
        return (
          <div key={item.id} className={styles.item}>
            <Heading className={styles.heading}>
              <button
                ref={(node) => {
                  triggers.current[index] = node;
                }}
                id={`${id}-trigger-${item.id}`}
                type="button"
                aria-expanded={isOpen}
                aria-controls={`${id}-panel-${item.id}`}
                onClick={() => toggle(item.id)}
                onKeyDown={(event) => handleKeyDown(event, index)}
                className={styles.trigger}
              >
                <span>{item.title}</span>
                <ChevronDown aria-hidden className={styles.chevron} />
              </button>
            </Heading>
            <div id={`${id}-panel-${item.id}`} role="region" aria-labelledby={`${id}-trigger-${item.id}`} hidden={!isOpen} className={styles.panel}>
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
