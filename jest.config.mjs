import { availableParallelism } from 'node:os';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

export default createJestConfig({
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  // One migrated, seeded PGlite dump per run, which every database suite starts from (test/globalSetup.ts).
  globalSetup: '<rootDir>/test/globalSetup.ts',
  globalTeardown: '<rootDir>/test/globalTeardown.ts',
  // A hang guard, not a speed check (DESIGN §5): integration suites open a real database and content store, and on a
  // 2-core machine running both workers beside another CPU-heavy process a cold start can take several times its
  // usual second or two without anything being wrong.
  testTimeout: 60_000,
  // Every core: Jest's default leaves one free, which on a 2-core machine runs the suites one after another. Each
  // worker has its own in-memory databases (and on PostgreSQL a database of its own), so suites never share state.
  maxWorkers: Math.max(2, availableParallelism()),
  // Components read the router through next/router; tests drive it with test/routerMock.
  moduleNameMapper: { '^next/router$': '<rootDir>/test/routerMock.ts', '^@/(.*)$': '<rootDir>/$1' },
  modulePathIgnorePatterns: ['<rootDir>/.next/'],
  // Only the project's own test files: never scripts, e2e specs or build output, and never pages/, where Next
  // would build a test as a route (test/security/routeFiles.test.ts).
  testMatch: ['<rootDir>/{lib,components,server,studio-local,db,cms-schema,test}/**/*.test.{ts,tsx}'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/e2e/', '<rootDir>/.next/', '<rootDir>/studio/'],
});
