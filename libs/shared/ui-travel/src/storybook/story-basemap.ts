import type { FeatureCollection } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries50m from 'world-atlas/countries-50m.json';
import type { MapBasemapStyle } from '../lib/map-view/map-view-model';

/** A design token's value, read from the page (Storybook loads the design system's tokens). */
function token(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim();
}

/**
 * A basemap for stories, which run without the API: Natural Earth's 1:50m land and borders (the
 * same data the API cuts into tiles, coarser) as GeoJSON sources, in the design tokens' colours.
 */
export function storyBasemap(): MapBasemapStyle {
  const topology = countries50m as unknown as Topology<{ countries: GeometryCollection; land: GeometryCollection }>;
  const land = feature(topology, topology.objects.land) as FeatureCollection;
  const borders = mesh(topology, topology.objects.countries, (a, b) => a !== b);
  return {
    version: 8,
    sources: {
      land: { type: 'geojson', data: land },
      borders: { type: 'geojson', data: borders },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': token('--color-brand-100') } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': token('--color-surface'), 'fill-outline-color': token('--color-brand-500') } },
      { id: 'borders', type: 'line', source: 'borders', paint: { 'line-color': token('--color-border-strong'), 'line-width': 1.5, 'line-dasharray': [3, 2] } },
    ],
  };
}
