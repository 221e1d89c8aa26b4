import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

export default createJestConfig({
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  // Integration suites open a real database and content store; the first test of a suite pays that cold start, which
  // on a busy 2-core machine can pass Jest's 5 s default without anything being wrong.
  testTimeout: 20_000,
  // Components read the router through next/router; tests drive it with test/routerMock.
  moduleNameMapper: { '^next/router$': '<rootDir>/test/routerMock.ts', '^@/(.*)$': '<rootDir>/$1' },
  modulePathIgnorePatterns: ['<rootDir>/.next/'],
  // Only the project's own test files: never scripts, e2e specs or build output, and never pages/, where Next
  // would build a test as a route (test/security/routeFiles.test.ts).
  testMatch: ['<rootDir>/{lib,components,server,studio-local,db,cms-schema,test}/**/*.test.{ts,tsx}'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/e2e/', '<rootDir>/.next/', '<rootDir>/studio/'],
});
