import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from '@escapade/app-providers/router';
import type { SignedInAccount } from '@escapade/app-providers/session';
import { useEndAccountSession } from '@escapade/data-access-api';
import { VisuallyHidden } from '@escapade/ui';
import { HEADER_LINKS } from './header-links';
import styles from './account-menu.module.css';

type Focus = 'first' | 'last' | null;

/**
 * The signed-in account menu as a WAI-ARIA menu button: Enter, Space and the arrows open it; arrows,
 * Home and End move; Escape and Tab close. The button shows the customer's first letter and name.
 * Sign out ends the session on the server (`DELETE /api/account/session`); the header then shows
 * the sign-in link. Only signed-in visitors load it.
 */
export default function SignedInMenu({ account, label, onSignOut }: { account: SignedInAccount; label: string; onSignOut: () => void }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [focus, setFocus] = useState<Focus>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const endSession = useEndAccountSession();
  const name = account.name.trim() || account.email;

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
    endSession.mutate();
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
        <span aria-hidden className={styles.initial}>
          {name.charAt(0).toLocaleUpperCase()}
        </span>
        <span className={styles.label}>
          <VisuallyHidden>{label} </VisuallyHidden>
          <span className={styles.name}>{name}</span>
        </span>
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
