import type { ProductDetail } from '@escapade/api-contract';

/** The sections of the product page the tab bar leads to, in the spec's order (product-side.md section 2). */
export const PRODUCT_SECTIONS = ['description', 'room', 'experience', 'reviews', 'hotel'] as const;

/** A section of the product page; also the id of its element, the anchor its tab links to. */
export type ProductSection = (typeof PRODUCT_SECTIONS)[number];

/** What decides which sections a stay's page shows. */
export interface ProductSectionsInput {
  readonly product: Pick<ProductDetail, 'hotel' | 'programLines'>;
  /** The reviews block is on the page (it is left out when the hotel's reviews cannot load). */
  readonly reviewsShown: boolean;
}

/**
 * The sections this stay's page has, so the tab bar offers no tab that leads nowhere: the description
 * when the hotel has one, the room and the experience when the programme has lines of them, the reviews
 * unless they failed to load, and the hotel always.
 */
export function productSections({ product, reviewsShown }: ProductSectionsInput): ProductSection[] {
  const shown: Record<ProductSection, boolean> = {
    description: product.hotel.description.trim() !== '',
    room: product.programLines.some((line) => line.type === 'ROOM'),
    experience: product.programLines.some((line) => line.type !== 'ROOM'),
    reviews: reviewsShown,
    hotel: true,
  };
  return PRODUCT_SECTIONS.filter((section) => shown[section]);
}
