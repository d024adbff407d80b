// The fuzz suite (`npm run test:fuzz`): the real site through app.inject, every registered route
// and method with malformed queries, bodies and headers; it fails on any HTTP 5xx, hang or crash.
// It compiles and maps modules exactly as the server project of jest.config.js does.
const base = require('./jest.config.js');

const server = base.projects.find((project) => project.displayName === 'server');
if (!server) throw new Error('jest.config.js has no "server" project');
const { displayName: _name, testMatch: _match, ...shared } = server;

/** @type {import('jest').Config} */
const config = {
  ...shared,
  rootDir: __dirname,
  displayName: 'fuzz',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/fuzz/**/*.test.ts'],
  reporters: base.reporters,
  // One suite, one worker: the requests run one after the other in a single process.
  maxWorkers: 1,
  testTimeout: 240_000,
};

module.exports = config;
