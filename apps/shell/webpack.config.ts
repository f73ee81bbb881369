import { federatedHost } from '../../tools/webpack/federated-app';
import federation from './module-federation.config';

/** Development only: one origin for the page, the API and every remote's dev server. */
const remotes = { search: 4201, product: 4202, gifting: 4203, checkout: 4204, account: 4205 };
const proxy = [
  { context: ['/api'], target: 'http://localhost:3000', secure: false },
  ...Object.entries(remotes).map(([name, port]) => ({
    context: [`/remotes/${name}`],
    target: `http://localhost:${port}`,
    pathRewrite: { [`^/remotes/${name}`]: '' },
  })),
];

export default federatedHost(federation, {
  port: 4200,
  assets: ['./src/favicon.ico', './src/favicon.svg', './src/assets', './src/module-federation.manifest.json'],
  proxy,
  // None has to be eager (main.ts starts the app behind an async boundary). These three ride in
  // main.js, which the HTML requests first, instead of three more requests after it; shared
  // modules are never tree-shaken, so this moves bytes without adding any.
  eager: ['react', 'react-dom', '@escapade/app-providers/router'],
  // Each market's page frame, rendered at build time and hydrated in the browser.
  frames: './src/app/frame/render-frames.tsx',
  // The catalogs the start-up loads (its own and the design system's, see bootstrap.tsx): each
  // frame preloads them in its language. The travel texts come later, with the parts that use them.
  startCatalogs: ['apps/shell/src/messages', 'libs/shared/ui/src/messages'],
});
