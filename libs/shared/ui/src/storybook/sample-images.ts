import type { GalleryImage } from '../lib/gallery-viewer/gallery-viewer';

const PALETTE = ['#0a6b70', '#c2372b', '#1e7a3c', '#8a5a00', '#0b57d0', '#4d5766', '#08575b', '#9f1f25'];
const NAMES = ['Sea view room', 'Breakfast on the terrace', 'The spa', 'Garden', 'Old town', 'Restaurant', 'Swimming pool', 'Lobby'];

/** Generated pictures for stories: no network needed, each one different enough to tell apart. */
export function sampleImages(count: number): GalleryImage[] {
  return Array.from({ length: count }, (_, index) => {
    const colour = PALETTE[index % PALETTE.length];
    const name = NAMES[index % NAMES.length];
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="533" viewBox="0 0 800 533"><rect width="800" height="533" fill="${colour}"/><text x="400" y="280" font-family="sans-serif" font-size="48" fill="#ffffff" text-anchor="middle">${index + 1}. ${name}</text></svg>`;
    return { src: `data:image/svg+xml,${encodeURIComponent(svg)}`, alt: name };
  });
}
