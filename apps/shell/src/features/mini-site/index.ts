/** The partner mini-sites, loaded with the shell's other pages when `/partner/{minisiteUrl}` is visited. */
export { MiniSitePage as default, type MiniSitePageProps } from './mini-site-page';
