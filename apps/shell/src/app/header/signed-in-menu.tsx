import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { CircleUserRound } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Link } from '@escapade/app-providers/router';
import { clearSession } from '@escapade/app-providers';
import { HEADER_LINKS } from './header-links';
import styles from './account-menu.module.css';

type Focus = 'first' | 'last' | null;

/**
 * The signed-in account menu as a WAI-ARIA menu button: Enter, Space and the arrows open it; arrows,
 * Home and End move; Escape and Tab close. Only signed-in visitors load it.
 */
export default function SignedInMenu({ label, onSignOut }: { label: string; onSignOut: () => void }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [focus, setFocus] = useState<Focus>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open || focus === null) return;
    const all = items();
    all[focus === 'first' ? 0 : all.length - 1]?.focus();
    setFocus(null);
  }, [open, focus]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const openAt = (position: Exclude<Focus, null>) => {
    setOpen(true);
    setFocus(position);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt('last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = items();
    const current = all.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => {
      event.preventDefault();
      all[(index + all.length) % all.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(current + 1);
      case 'ArrowUp':
        return move(current - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(all.length - 1);
      case 'Escape':
        event.preventDefault();
        return close(true);
      case 'Tab':
        return close(false);
      default:
        return undefined;
    }
  };

  const signOut = () => {
    setOpen(false);
    onSignOut();
    clearSession();
  };

  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={buttonRef}
        type="button"
        id={`${id}-button`}
        className={styles.entry}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => (open ? close(false) : openAt('first'))}
        onKeyDown={onButtonKeyDown}
      >
        <CircleUserRound aria-hidden className={styles.icon} />
        <span className={styles.label}>{label}</span>
      </button>
      <ul ref={menuRef} id={`${id}-menu`} role="menu" aria-labelledby={`${id}-button`} className={styles.menu} hidden={!open} onKeyDown={onMenuKeyDown}>
        <li role="none">
          <Link role="menuitem" tabIndex={-1} to={HEADER_LINKS.profile} className={styles.item} onClick={() => close(false)}>
            <FormattedMessage id="shell.header.profile" defaultMessage="My profile" />
          </Link>
        </li>
        <li role="none">
          <Link role="menuitem" tabIndex={-1} to={HEADER_LINKS.trips} className={styles.item} onClick={() => close(false)}>
            <FormattedMessage id="shell.header.trips" defaultMessage="My trips" />
          </Link>
        </li>
        <li role="none">
          <Link role="menuitem" tabIndex={-1} to={HEADER_LINKS.wishlist} className={styles.item} onClick={() => close(false)}>
            <FormattedMessage id="shell.header.accountWishlist" defaultMessage="My wishlist" />
          </Link>
        </li>
        <li role="none">
          <button role="menuitem" tabIndex={-1} type="button" className={styles.item} onClick={signOut}>
            <FormattedMessage id="shell.header.signOut" defaultMessage="Sign out" />
          </button>
        </li>
      </ul>
    </div>
  );
}
