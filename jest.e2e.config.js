
// End-to-end suite: the real server and Debian's Chromium through playwright-core.
/** @type {import('jest').Config} */
const config = {
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/e2e/**/*.e2e.ts'],
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: { module: 'commonjs', moduleResolution: 'node', esModuleInterop: true, jsx: 'react-jsx', isolatedModules: true } }] },
  moduleNameMapper: { '^@kernel/(.*)$': '<rootDir>/kernel/$1', '^@plugins/(.*)$': '<rootDir>/plugins/$1', '^@app/(.*)$': '<rootDir>/app/$1' },
  testTimeout: 120_000,
  // One seeded template database per run, copied into each site's data directory (tests/e2e/support/site.ts).
  globalSetup: '<rootDir>/tests/e2e/support/global-setup.js',
  globalTeardown: '<rootDir>/tests/e2e/support/global-teardown.js',
  reporters: ['default', '<rootDir>/tests/support/summary-reporter.js'],
  maxWorkers: 1,
  // playwright-core keeps a pipe to the browser process open briefly after close.
  forceExit: true,
};

module.exports = config;
