import * as v from 'valibot';
import { HrefSchema } from './href';

/** Image sizes the spec names: a 120×80 thumbnail, SMALL, LARGE and 640×360; every image exists in each. */
export const IMAGE_SIZES = ['120_80', 'SMALL', 'LARGE', '640_360'] as const;

/** Pixel sizes of the image formats the spec names: what the API renders, and the widths a `srcset` states. */
export const IMAGE_DIMENSIONS = {
  '120_80': { width: 120, height: 80 },
  SMALL: { width: 360, height: 240 },
  LARGE: { width: 1200, height: 800 },
  '640_360': { width: 640, height: 360 },
} as const satisfies Record<(typeof IMAGE_SIZES)[number], { width: number; height: number }>;

/** One of the generated image sizes. */
export type ImageSize = (typeof IMAGE_SIZES)[number];

/**
 * The size of a page gallery's tiles (stay, hotel and activity pages): the first tile is the page's
 * largest paint, which the server has the browser fetch ahead of the page's code.
 */
export const GALLERY_TILE_SIZE = '640_360' satisfies ImageSize;

/** Address of an image in every size, so cards and galleries pick the one that fits. */
export const ImageSizesSchema = v.object({
  '120_80': HrefSchema,
  SMALL: HrefSchema,
  LARGE: HrefSchema,
  '640_360': HrefSchema,
});

/** Image addresses by size. */
export type ImageSizes = v.InferOutput<typeof ImageSizesSchema>;

/** A photo of a card or gallery, with its legend and alternative text for accessibility. */
export const ImageSchema = v.object({
  url: HrefSchema,
  legend: v.nullable(v.string()),
  alt: v.string(),
  sizes: ImageSizesSchema,
});

/** A photo in every size. */
export type Image = v.InferOutput<typeof ImageSchema>;
