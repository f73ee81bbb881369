/**
 * The chat's loader (the federation's one copy, shared with the shell's launcher), in a module the
 * contact page imports when its chat button is pressed: the account pages' code does not carry it.
 */
export { openChat } from '@escapade/app-providers/chat';
