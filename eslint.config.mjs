import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

// Module boundaries are checked by dependency-cruiser from docs/architecture.md (.dependency-cruiser.mjs).
const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [
      'server/api/generated/**',
      'lib/graphql/generated/**',
      '.next/**',
      '.data/**',
      'node_modules/**',
      'studio/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
      'public/scripts/**',
    ],
  },
  {
    files: ['**/*.{ts,tsx,mjs}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read the environment through server/platform/env.ts (server code) or lib/platform/env/public.ts, the only readers of process.env.',
        },
      ],
    },
  },
  // The env module itself, the server's start-up (before Next and the env module are loaded), the scripts and tests
  // that start servers, and tool configs read process.env.
  {
    files: [
      'lib/platform/env/**',
      'server/platform/env.ts',
      'server/runtime/**',
      'scripts/**',
      'e2e/**',
      '**/*.test.{ts,tsx}',
      'server/testing/**',
      'playwright.config.ts',
      'jest.setup.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
];

export default config;
