import { Suspense, lazy, useRef, useState } from 'react';
import { Menu } from 'lucide-react';
import { useIntl } from 'react-intl';
import { headerMessages } from './header-messages';
import styles from './header.module.css';

const BurgerDrawer = lazy(() => import('./burger-drawer'));

export interface BurgerMenuProps {
  /** Opens the wishlist drawer (the burger menu closes first). */
  readonly onOpenWishlist: () => void;
  /** Class of the wishlist entry (the market may keep it off phones). */
  readonly wishlistClassName?: string;
}

/** The burger button below desktop width; the drawer and its navigation levels load when it is first opened. */
export function BurgerMenu({ onOpenWishlist, wishlistClassName }: BurgerMenuProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  return (
    <>
      <button ref={buttonRef} type="button" className={styles.burger} aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        <Menu aria-hidden className={styles.icon} />
        <span className={styles.visuallyHidden}>{intl.formatMessage(headerMessages.menu)}</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <BurgerDrawer
            onClose={close}
            onOpenWishlist={() => {
              close();
              onOpenWishlist();
            }}
            wishlistClassName={wishlistClassName}
          />
        </Suspense>
      ) : null}
    </>
  );
}
