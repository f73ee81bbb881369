import { useIntl } from 'react-intl';
import { MessagesScope } from '@escapade/i18n';
import { Drawer } from '@escapade/ui';
import type { Flow } from '@escapade/util-criteria';
import { loadMessages } from '../../app/load-messages';
import { WishlistLists } from './wishlist-lists';
import { wishlistMessages } from './wishlist-messages';

export interface WishlistDrawerProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The visitor's flow: an empty wishlist prompts the activity search in the activity flow, else the stay search. */
  readonly flow?: Flow;
}

function WishlistDrawerPanel({ open, onClose, flow }: WishlistDrawerProps) {
  const intl = useIntl();
  return (
    <Drawer open={open} onClose={onClose} placement="end" fullScreenOnMobile title={intl.formatMessage(wishlistMessages.title)}>
      <WishlistLists flow={flow} onNavigate={onClose} headingLevel={3} />
    </Drawer>
  );
}

/**
 * The wishlist drawer the header and burger menu open (exposed as `account/WishlistDrawer`): both
 * lists with links and remove buttons, read from the page's one wishlist store. It loads the account
 * texts itself, so the shell mounts it without the account routes.
 */
export default function WishlistDrawer(props: WishlistDrawerProps) {
  if (!props.open) return null;
  return (
    <MessagesScope load={loadMessages}>
      <WishlistDrawerPanel {...props} />
    </MessagesScope>
  );
}
