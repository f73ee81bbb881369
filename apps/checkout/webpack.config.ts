import { federatedRemote } from '../../tools/webpack/federated-app';
import federation from './module-federation.config';

// Shared modules stay non-eager so the remote reuses the shell's React instead of bundling its own.
export default federatedRemote(federation, { port: 4204, assets: ['./src/favicon.ico', './src/assets'] });
