// A remote's own page (its standalone bootstrap) only: the composed site never loads this entry, nor the
// design system's global stylesheet it brings, which the shell loads itself.
export * from '../lib/standalone';
