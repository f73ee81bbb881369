/**
 * The router every page's code imports: the parts of React Router the site uses, and nothing else.
 *
 * This module, not `react-router-dom`, is the federation singleton, so the shell and every remote
 * share one router (one location and navigation context) while the page downloads only what is
 * named here. A shared npm package is kept whole, data routers, forms and fetchers included
 * (about 28 KB gzip); these exports, tree-shaken from it, are about 9 KB.
 * A remote that needs another export adds it here, and the shell ships it before that remote does.
 * Tests and stories may import `react-router-dom` itself (memory routers), and the build's frame
 * renderer `react-router-dom/server`: they are not federated.
 */
/* eslint-disable no-restricted-imports -- the one module that imports the package for page code */
export { BrowserRouter, Link, matchPath, Navigate, Route, Routes, useHref, useLocation, useNavigate, useNavigationType, useParams } from 'react-router-dom';
export type { Location, NavigateFunction } from 'react-router-dom';
