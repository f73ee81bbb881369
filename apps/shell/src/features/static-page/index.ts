/** The static content pages, loaded on demand when `/page/{id}` is visited. */
export { StaticPage as default, type StaticPageProps } from './static-page';
