import { API_BASE, type ImageSize } from '@escapade/api-contract';

/** Where an image is served in one of the spec's sizes (the image route draws any id): the one place its addresses are written. */
export function imageUrl(id: number, size: ImageSize): string {
  return `${API_BASE}/images/${id}/${size}.svg`;
}
