import { Suspense, lazy, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { ChevronDown } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { headerMessages } from './header-messages';
import styles from './inspirations.module.css';

const loadPanel = () => import('./inspirations-panel');

/** Grace period after the pointer leaves, so crossing the gap between the tab and the panel keeps it open. */
const HOVER_CLOSE_DELAY_MS = 200;
const InspirationsPanel = lazy(loadPanel);

/**
 * The desktop 'Inspirations' mega-menu as a disclosure: hovering the tab or pressing its button opens
 * it, leaving or Escape closes it. The levels and their code load the first time the tab is
 * approached, so the first page's JavaScript stays within its budget.
 */
export function InspirationsMenu() {
  const intl = useIntl();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancelClose = () => clearTimeout(closeTimer.current);
  useEffect(() => cancelClose, []);

  const prepare = () => {
    if (!wanted) {
      setWanted(true);
      void loadPanel();
    }
  };
  const show = () => {
    cancelClose();
    prepare();
    setOpen(true);
  };
  const close = () => {
    cancelClose();
    setOpen(false);
  };
  const closeSoon = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), HOVER_CLOSE_DELAY_MS);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
      buttonRef.current?.focus();
    }
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
  };

  return (
    <div className={styles.root} onMouseEnter={show} onMouseLeave={closeSoon} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onFocus={prepare}
        // A pointer has already opened the menu by hovering; a key press toggles it.
        onClick={(event) => (open && event.detail === 0 ? close() : show())}
      >
        {intl.formatMessage(headerMessages.inspirations)}
        <ChevronDown aria-hidden className={styles.chevron} />
      </button>
      <div id={`${id}-panel`} className={styles.panel} hidden={!open}>
        {wanted ? (
          <Suspense
            fallback={
              <p role="status" className={styles.status}>
                <FormattedMessage id="shell.header.navigationLoading" defaultMessage="Loading the inspirations" />
              </p>
            }
          >
            <InspirationsPanel onNavigate={close} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
