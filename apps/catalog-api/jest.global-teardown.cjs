// Removes the run's copy of the seeded test database (see jest.global-setup.cjs).
module.exports = require('./jest.global-setup.cjs').teardown;
