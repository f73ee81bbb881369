/** The ideas page, loaded on demand when `/ideas` is visited. */
export { IdeasPage as default } from './ideas-page';
