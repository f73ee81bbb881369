/** The design system's tokens stylesheet, bundled as text (esbuild's text loader; in Jest, read from the file). */
declare module '@escapade/ui/tokens.css' {
  const css: string;
  export default css;
}

declare module 'vt-pbf' {
  /** Encodes geojson-vt tiles, one per layer name, as a Mapbox Vector Tile. */
  export function fromGeojsonVt(layers: Record<string, unknown>, options?: { version?: number; extent?: number }): Uint8Array;
}
