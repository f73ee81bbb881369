export { DeferredFooter } from './deferred-footer';
