export { useChatOffered } from './use-chat-offered';
