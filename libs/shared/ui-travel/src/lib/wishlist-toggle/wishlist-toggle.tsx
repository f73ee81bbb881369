import { defineMessages, useIntl } from 'react-intl';
import { Heart } from 'lucide-react';
import { IconButton } from '@escapade/ui';
import { classNames } from '../internal/class-names';
import styles from './wishlist-toggle.module.css';

const messages = defineMessages<{
  add: { label: string };
}>({
  add: { id: 'travel.wishlist.toggle', defaultMessage: 'Save {label} to my wishlist' },
});

export interface WishlistToggleProps {
  /** Name of the offer, so each toggle in a list has its own accessible name. */
  label: string;
  pressed: boolean;
  onChange: (pressed: boolean) => void;
  className?: string;
}

/** The heart on a card: a toggle button (aria-pressed), the wishlist itself lives with the page. */
export function WishlistToggle({ label, pressed, onChange, className }: WishlistToggleProps) {
  const intl = useIntl();
  return (
    <IconButton
      variant="filled"
      aria-label={intl.formatMessage(messages.add, { label })}
      aria-pressed={pressed}
      icon={<Heart />}
      onClick={() => onChange(!pressed)}
      className={classNames(styles.root, pressed && styles.pressed, className)}
    />
  );
}
