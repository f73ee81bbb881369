// Jest stand-in for the build's esbuild `text` loader: the design tokens' stylesheet as text (Nx's
// Jest resolver turns every imported .css file into a class-name proxy, which is right for components only).
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

module.exports = { __esModule: true, default: readFileSync(join(__dirname, '../../libs/shared/ui/src/styles/tokens.css'), 'utf8') };
