/** The block-built landing pages, loaded with the shell's other pages when `/landing/{slug}` is visited. */
export { LandingPage as default, type LandingPageProps } from './landing-page';
