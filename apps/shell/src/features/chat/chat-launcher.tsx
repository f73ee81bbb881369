import { useState } from 'react';
import { useIntl } from 'react-intl';
import { MessageCircle } from 'lucide-react';
import { openChat } from '@escapade/app-providers/chat';
import { MessagesScope } from '@escapade/i18n';
import { Button } from '@escapade/ui';
import { chatMessages } from './chat-messages';
import { loadChatMessages } from './messages/load-chat-messages';
import styles from './chat-launcher.module.css';

/**
 * The floating chat button of pages that offer the chat (see `useChatOffered`): pressing it loads
 * the provider's Messenger and opens it (`openChat`, shared with the contact page's button, so the
 * Messenger is loaded and booted once); the button is busy meanwhile, and says in a polite live
 * region when the chat could not be opened. Loaded on demand with its own texts.
 */
export function ChatLauncher() {
  return (
    <MessagesScope load={loadChatMessages}>
      <Launcher />
    </MessagesScope>
  );
}

function Launcher() {
  const intl = useIntl();
  const [state, setState] = useState<'idle' | 'opening' | 'failed'>('idle');
  const open = () => {
    setState('opening');
    openChat().then(
      () => setState('idle'),
      () => setState('failed'),
    );
  };
  return (
    <aside className={styles.launcher} aria-label={intl.formatMessage(chatMessages.region)}>
      <p role="status" className={styles.failure}>
        {state === 'failed' ? intl.formatMessage(chatMessages.failure) : null}
      </p>
      <Button className={styles.button} onClick={open} loading={state === 'opening'} iconStart={<MessageCircle size={20} />}>
        {intl.formatMessage(chatMessages.open)}
      </Button>
    </aside>
  );
}

export default ChatLauncher;
