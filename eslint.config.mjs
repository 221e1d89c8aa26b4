import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

/**
 * Module boundaries (docs/architecture.md): who may import whom. Each entry
 * names a forbidden target by import path (alias or relative) and says why.
 */
const forbid = (regex, message) => ({ regex, message });
const SERVER = forbid('^(@/|(\\.\\./)+)server(/|$)', 'The browser reaches the backend only through lib/commerce (DESIGN §4).');
const DB = forbid('^(@/|(\\.\\./)+)db(/|$)', 'No database outside server/ and db/: call a service in server/.');
const CMS = forbid('^(@/lib|(\\.\\./)+(lib/)?)/?cms(/|$)', 'Components get content as props (view types from lib/content).');
const GRAPHQL = forbid('^(@/lib|(\\.\\./)+(lib/)?)/?graphql(/|$)', 'GraphQL and its wire types stay behind lib/commerce.');
const STUDIO_SERVER = forbid('^@/lib/studio/(auth|api|documents)$', 'Studio screens talk to the studio API through lib/studio/client.');
const COMPONENTS = forbid('^(@/|(\\.\\./)+)components(/|$)', 'The backend knows no screen.');
const IO_IN_RULES = forbid(
  '^(node:|fs$|path$|react|next|@/(db|server|components)|@/lib/(cms|graphql|growth|site|commerce|studio)|@/lib/platform/(env|dataDir|storage|errors|security|cachedValue|useFocusTrap))',
  'lib/rules holds pure business rules: no I/O, no framework, no feature modules.',
);

const restrict = (files, patterns, extra = {}) => ({ files, ...extra, rules: { 'no-restricted-imports': ['error', { patterns }] } });

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  { ignores: ['server/generated/**', 'lib/graphql/generated/**', '.next/**', '.data/**', 'node_modules/**', 'studio/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'public/scripts/**'] },
  {
    files: ['**/*.{ts,tsx,mjs}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.name='process'][property.name='env']", message: 'Read the environment through lib/platform/env (server.ts or public.ts), the only reader of process.env.' },
      ],
    },
  },
  // The env module itself, the server's start-up (before Next and the env module are loaded), the scripts and tests
  // that start servers, and tool configs read process.env.
  {
    files: ['lib/platform/env/**', 'server/runtime/**', 'scripts/**', 'e2e/**', '**/*.test.{ts,tsx}', 'server/testing/**', 'playwright.config.ts', 'jest.setup.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  restrict(['components/**'], [SERVER, DB, CMS, GRAPHQL, STUDIO_SERVER], { ignores: ['**/*.test.tsx'] }),
  // Component tests may stub the GraphQL transport under lib/commerce; nothing else changes for them.
  restrict(['components/**/*.test.tsx'], [SERVER, DB, CMS]),
  restrict(['pages/**', 'lib/growth/**', 'lib/site/**', 'lib/rules/**', 'lib/platform/**', 'lib/studio/**', 'lib/content/**'], [GRAPHQL], { ignores: ['**/*.test.{ts,tsx}'] }),
  restrict(['pages/api/**'], [DB, GRAPHQL]),
  restrict(['proxy.ts'], [DB, SERVER]),
  restrict(['server/**'], [COMPONENTS, CMS], { ignores: ['**/*.test.{ts,tsx}'] }),
  restrict(['lib/rules/**'], [IO_IN_RULES, GRAPHQL], { ignores: ['**/*.test.{ts,tsx}'] }),
  restrict(['cms-schema/**'], [forbid('^(@/|(\\.\\./)+)(pages|components|server|db)(/|$)', 'The schema describes data only.')]),
];

export default config;
