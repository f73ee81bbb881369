/**
 * The attribute of the `<img>` a stay page's frame holds for its gallery's first tile: the shell's
 * build writes the element, the server sets its `src` to the visited stay's picture (or removes it
 * for a stay it does not show), so the page's largest paint needs no script. In a module of its own,
 * without schemas, so the shell's start-up code takes nothing else of the contract with it.
 */
export const FRAME_PICTURE_ATTRIBUTE = 'data-frame-picture';
