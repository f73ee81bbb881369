import { API_BASE, type ImageSize } from '@escapade/api-contract';

/** The image route's path under `API_BASE`. */
export const IMAGES_PATH = '/images';

/** Where an image is served in one of the spec's sizes (the image route draws any id): the one place its addresses are written. */
export function imageUrl(id: number, size: ImageSize): string {
  return `${API_BASE}${IMAGES_PATH}/${id}/${size}.svg`;
}
