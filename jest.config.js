const { existsSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');

/**
 * ts-jest compiles TypeScript and the ESM-only packages below to CommonJS. It reads tsconfig.json
 * and overrides what Jest's CommonJS runtime needs; tsconfig's `isolatedModules` makes it
 * transpile only (type checking is `npm run typecheck`).
 */
/** @type {[string, Record<string, unknown>]} */
const tsJest = [
  'ts-jest',
  {
    tsconfig: {
      module: 'commonjs',
      moduleResolution: 'node10',
      allowJs: true,
      esModuleInterop: true,
      jsx: 'react-jsx',
    },
    diagnostics: false,
  },
];

/**
 * Packages transformed instead of ignored: ES-module-only packages (inversify, cookie 2) and
 * @fastify/cookie, which loads cookie with a dynamic `import()` Jest's CommonJS runtime cannot run.
 */
const ESM_PACKAGES = ['inversify', '@inversifyjs', 'wouter', 'regexparam', 'cookie', '@fastify/cookie', 'd3', 'd3-[a-z-]+', 'internmap'];

const CLIENT_SETUP = 'tests/kernel/client/setup.ts';
const CLIENT_ENV = 'tests/kernel/client/jsdom-environment.js';

const shared = {
  transform: { '^.+\\.m?[tj]sx?$': tsJest },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
  moduleNameMapper: {
    '^@kernel/(.*)$': '<rootDir>/kernel/$1',
    '^@plugins/(.*)$': '<rootDir>/plugins/$1',
    '^@app/(.*)$': '<rootDir>/app/$1',
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'json'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/tests/e2e/', '<rootDir>/dist/'],
};

/** @type {import('jest').Config} */
const config = {
  // Jest's default (one worker fewer than the cores) leaves one of a 2-core machine idle: the main
  // process mostly waits on its workers. Two workers there ran a server-and-client sample of the
  // suite (39 files) in 44 s instead of 68 s.
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  // The default 5 s also bounds the hooks that start a real server (tsx compiling it in a child
  // process): on a loaded 2-core machine that start alone can take longer. A test still fails on
  // what it asserts; this only bounds how long a hung one waits.
  testTimeout: 20_000,
  reporters: ['default', '<rootDir>/tests/support/summary-reporter.js'],
  projects: [
    {
      ...shared,
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: [
        '<rootDir>/tests/kernel/core/**/*.test.ts',
        '<rootDir>/tests/kernel/server/**/*.test.ts',
        '<rootDir>/tests/plugins/*/server/**/*.test.ts',
        // The composition root's lists and the repository's rules (files, no browser).
        '<rootDir>/tests/app/*.test.ts',
        '<rootDir>/tests/scripts/**/*.test.ts',
      ],
    },
    {
      ...shared,
      displayName: 'client',
      // jsdom, or the client half's own jsdom environment (jsdom plus fetch, BroadcastChannel, …).
      testEnvironment: existsSync(path.join(__dirname, CLIENT_ENV)) ? `<rootDir>/${CLIENT_ENV}` : 'jsdom',
      // Optional client test setup, owned by the client half (polyfills, reflect-metadata, …).
      setupFilesAfterEnv: existsSync(path.join(__dirname, CLIENT_SETUP)) ? [`<rootDir>/${CLIENT_SETUP}`] : [],
      testMatch: [
        '<rootDir>/tests/kernel/client/**/*.test.ts?(x)',
        '<rootDir>/tests/plugins/*/client/**/*.test.ts?(x)',
        '<rootDir>/tests/app/client/**/*.test.ts?(x)',
      ],
    },
  ],
};

module.exports = config;
