export * from './session';
export { signedInAccount, type SignedInAccount } from '../lib/session-state';
