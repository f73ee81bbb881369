import { loadSharedMessages } from './design-system';

describe('loadSharedMessages', () => {
  it('gives a page host the design system, travel and pricing texts of its language', async () => {
    const french = await loadSharedMessages('fr');
    expect(french['ui.truncatedText.seeMore']).toBe('Voir plus');
    expect(french['travel.calendar.day.checkIn']).toBe('Arrivée');
    expect(french['pricing.cancellation.nonRefundable']).toBe('Non échangeable et non remboursable');
    const dutch = await loadSharedMessages('nl');
    expect(dutch['pricing.rating.new']).not.toBe(french['pricing.rating.new']);
  });
});
