export * from './lib/app-providers';
export * from './lib/query-client';
export type * from './lib/remote-routes';
export * from './lib/router-future';
export * from './lib/design-system';
export * from './lib/session';
export { chatAppId } from './chat/chat-app-id';
