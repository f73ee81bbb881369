export * from './lib/app-providers';
export * from './lib/query-client';
export type * from './lib/remote-routes';
export * from './lib/router-future';
export * from './lib/design-system';
export { signedInAccount, type SignedInAccount } from './lib/session-state';
export { chatAppId } from './chat/chat-app-id';
