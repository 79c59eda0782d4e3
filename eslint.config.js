// Import direction (guide, practice 1): domain <- features <- app; no feature imports another feature;
// packages/domain imports nothing of ours and nothing that ties it to React, Fastify or Node.
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const featuresDir = 'apps/web/src/features';
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

const featureZones = features.map((feature) => ({
  target: `./${featuresDir}/${feature}`,
  from: `./${featuresDir}`,
  except: [`./${feature}`],
  message: 'A feature must not import another feature; compose them in src/app.',
}));

// The API (decision 160): platform <- providers <- features <- app (app.ts, main.ts, demo/). A feature may import
// the features before it in this list, never one after it; a new feature folder must be placed in the list.
const api = './apps/api/src';
const apiFeatures = [
  'organisations',
  'audit',
  'pricing',
  'email',
  'identity',
  'feature-flags',
  'loan-officers',
  'state-licenses',
  'address-book',
  'operating-hours',
  'telemetry',
  'ceo-feedback',
  'banners',
  'site-pages',
  'spa',
  'applications',
  'notifications',
  'workflow',
  'signers',
  'registration',
  'chat',
];
const apiFeaturesDir = 'apps/api/src/features';
const unplaced = existsSync(apiFeaturesDir)
  ? readdirSync(apiFeaturesDir, { withFileTypes: true }).filter((d) => d.isDirectory() && !apiFeatures.includes(d.name))
  : [];
if (unplaced.length > 0)
  throw new Error(`eslint.config.js: place apps/api/src/features/${unplaced[0].name} in apiFeatures (decision 160)`);
const apiAppLayer = [`${api}/app.ts`, `${api}/main.ts`, `${api}/demo`];
const apiZones = [
  {
    target: `${api}/platform`,
    from: [`${api}/features`, `${api}/providers`, ...apiAppLayer],
    message: 'platform/ imports no feature, provider, demo data or the app (decision 160).',
  },
  {
    target: `${api}/providers`,
    from: [`${api}/features`, ...apiAppLayer],
    message: 'providers/ import only platform/ and @lintel/domain (decision 160).',
  },
  ...apiFeatures.map((feature, i) => ({
    target: `${api}/features/${feature}`,
    from: [...apiFeatures.slice(i + 1).map((later) => `${api}/features/${later}`), ...apiAppLayer],
    message: `features/${feature} may import platform/, providers/ and earlier features only: not a later feature, demo/ or the app (decision 160).`,
  })),
  {
    target: `${api}/demo`,
    from: [`${api}/app.ts`, `${api}/main.ts`],
    message: 'demo/ is handed the app; it does not import it (decision 160).',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '.data/**',
      'apps/api/migrations/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-*', 'react/*', '@tanstack/*'], message: 'domain imports no React.' },
            { group: ['fastify', '@fastify/*', 'pg', 'drizzle-orm', 'drizzle-orm/*'], message: 'domain does no I/O.' },
            { group: ['node:*', 'fs', 'path', 'crypto'], message: 'domain runs in the browser: no Node modules.' },
            { group: ['@lintel/web', '@lintel/web/*', '@lintel/api', '@lintel/api/*', '../../../apps/*'], message: 'domain imports nothing of ours.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            { target: './apps/web/src/features', from: './apps/web/src/app', message: 'features must not import the app layer.' },
            { target: ['./apps/web/src/components', './apps/web/src/lib', './apps/web/src/config'], from: ['./apps/web/src/features', './apps/web/src/app'], message: 'shared code must not import features or the app.' },
            { target: './apps/web/src', from: './apps/api', message: 'the web app talks to the API over HTTP only.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    // import-x parses only the extensions named here; without them no-cycle would not follow .ts imports at all.
    settings: {
      'import-x/extensions': ['.ts'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './apps/api/src', from: './apps/web', message: 'the API does not import the web app.' },
            ...apiZones,
          ],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['**/test/**', '**/e2e/**', '**/bench/**', 'scripts/**'],
    rules: { 'no-console': 'off' },
  },
);
