import { createContext, useContext, type ReactNode } from 'react';
import { FRAME_PICTURE_ATTRIBUTE } from '@escapade/api-contract';

/** The picture a stay page's frame came with: the router path of the page it is for, and its address. */
export interface FramePicture {
  readonly path: string;
  readonly src: string;
}

/**
 * What the build writes in a stay page's frame for the server to fill (see `FRAME_PICTURE_ATTRIBUTE`):
 * an address that fetches nothing, should a page ever be sent unfilled. A `data:` address also keeps
 * React from writing a preload of it into the frame (the server's `Link` header preloads the picture).
 */
export const FRAME_PICTURE_PLACEHOLDER = 'data:,';

const FramePictureContext = createContext<FramePicture | null>(null);

export function FramePictureProvider({ picture, children }: { readonly picture: FramePicture | null; readonly children: ReactNode }) {
  return <FramePictureContext.Provider value={picture}>{children}</FramePictureContext.Provider>;
}

/**
 * The picture the server put in the frame of the page at `path`, read before the frame is
 * hydrated, so that the first render writes the same element; null when the frame has none.
 */
export function readFramePicture(frame: ParentNode, path: string): FramePicture | null {
  const src = frame.querySelector(`img[${FRAME_PICTURE_ATTRIBUTE}]`)?.getAttribute('src');
  return src ? { path, src } : null;
}

/** The frame's picture if the page at `pathname` is the one the frame was sent for: another stay has its own. */
export function useFramePicture(pathname: string): string | null {
  const picture = useContext(FramePictureContext);
  return picture?.path === pathname ? picture.src : null;
}
