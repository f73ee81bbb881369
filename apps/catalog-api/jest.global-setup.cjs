// One folder per Jest run of the API, where the seeded test database is kept once made
// (`openSeededTestDatabase`); the test files' processes inherit the variable.
const { mkdtempSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

const VARIABLE = 'ESCAPADE_TEST_SEEDED_COPY_DIR';

module.exports = async function globalSetup() {
  process.env[VARIABLE] = mkdtempSync(join(tmpdir(), 'escapade-seeded-'));
};

module.exports.teardown = async function globalTeardown() {
  if (process.env[VARIABLE]) rmSync(process.env[VARIABLE], { recursive: true, force: true });
};
