import { serveStorybook } from './static-storybook';

/** Serves the Storybook build for the whole run; the tests find it in `STORYBOOK_URL`. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await serveStorybook();
  process.env['STORYBOOK_URL'] = server.url;
  return server.close;
}
