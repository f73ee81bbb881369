/** Breakpoints in px, mirrored from tokens.css (CSS custom properties cannot be read in @media). */
export const BREAKPOINTS = {
  /** Below this width the jumbotron shows its mobile image (spec) and the site uses its mobile layout. */
  sm: 600,
  md: 768,
  lg: 1024,
  xl: 1280,
} as const;

/** Media query matching the mobile layout (below the spec's 600 px breakpoint). */
export const MOBILE_MEDIA_QUERY = `(max-width: ${BREAKPOINTS.sm - 0.02}px)`;

/** People who asked their system for less motion: carousels and animated badges stay still. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
