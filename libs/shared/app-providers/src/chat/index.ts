export { chatAppId } from './chat-app-id';
export { CHAT_LOAD_TIMEOUT_MS, openChat } from './open-chat';
export type { MessengerCommand } from './open-chat';
