import { IMAGE_DIMENSIONS } from '@escapade/api-contract';

export type ImageFormat = keyof typeof IMAGE_DIMENSIONS;

/** Sky, land and water palettes: dawn, noon, dusk, winter, autumn, spring. */
const PALETTES = [
  ['#f6c9a8', '#fbe3c6', '#5d7f5a', '#36597a'],
  ['#8ec5e8', '#d6eefa', '#4f8a4b', '#2d6e9e'],
  ['#f2a271', '#f7c99b', '#6d5c4a', '#4a4e7a'],
  ['#c9d8e6', '#eef3f7', '#9aa9b5', '#58728a'],
  ['#e9b872', '#f4dcaa', '#a0592d', '#51707a'],
  ['#b8e0c8', '#e6f5ea', '#6aa84f', '#3c7f8c'],
] as const;

/** A small deterministic generator (mulberry32), so an id always gives the same picture. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A landscape picture for catalog image `id` in one of the spec's sizes: sky, sun, hills and
 * water drawn as SVG, so the catalog has real, light, cacheable images without any download.
 */
export function renderImage(id: number, format: ImageFormat): string {
  const { width, height } = IMAGE_DIMENSIONS[format];
  const next = random(id * 2654435761);
  const [sky, haze, land, water] = PALETTES[id % PALETTES.length];
  const horizon = Math.round(height * (0.45 + next() * 0.2));
  const sunX = Math.round(width * (0.15 + next() * 0.7));
  const sunY = Math.round(horizon * (0.3 + next() * 0.4));
  const sunR = Math.round(height * (0.06 + next() * 0.06));
  const hills = Array.from({ length: 3 }, (_, layer) => {
    const points: string[] = [`0,${height}`];
    const steps = 6;
    for (let step = 0; step <= steps; step++) {
      const x = Math.round((width * step) / steps);
      const y = Math.round(horizon - height * (0.05 + next() * 0.18) + layer * height * 0.07);
      points.push(`${x},${y}`);
    }
    points.push(`${width},${height}`);
    return `<polygon points="${points.join(' ')}" fill="${land}" fill-opacity="${0.55 + layer * 0.2}"/>`;
  });
  const waterTop = Math.round(horizon + (height - horizon) * (0.35 + next() * 0.3));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">`,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${haze}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
    `<circle cx="${sunX}" cy="${sunY}" r="${sunR}" fill="#fff4d6" fill-opacity="0.9"/>`,
    ...hills,
    `<rect y="${waterTop}" width="${width}" height="${height - waterTop}" fill="${water}" fill-opacity="0.85"/>`,
    '</svg>',
  ].join('');
}
