export { Header } from './header';
export { SimplifiedHeader } from './simplified-header';
