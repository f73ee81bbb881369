import { productDetail } from '../../testing/replies';
import { PRODUCT_SECTIONS, productSections } from './product-sections';

describe('the product page’s sections (product-side.md section 2: tabs description, room, experience, reviews, hotel)', () => {
  const product = productDetail();

  it('offers every tab, in the spec’s order, for a stay that has every section', () => {
    expect(productSections({ product, reviewsShown: true })).toEqual([...PRODUCT_SECTIONS]);
  });

  it('leaves out the tab of a section the page does not show, so no tab leads nowhere', () => {
    const roomOnly = { ...product, programLines: product.programLines.filter((line) => line.type === 'ROOM') };
    expect(productSections({ product: roomOnly, reviewsShown: true })).toEqual(['description', 'room', 'reviews', 'hotel']);
    const noRoom = { ...product, programLines: product.programLines.filter((line) => line.type !== 'ROOM') };
    expect(productSections({ product: noRoom, reviewsShown: true })).toEqual(['description', 'experience', 'reviews', 'hotel']);
    const undescribed = { ...product, hotel: { ...product.hotel, description: '  ' } };
    expect(productSections({ product: undescribed, reviewsShown: false })).toEqual(['room', 'experience', 'hotel']);
  });
});
