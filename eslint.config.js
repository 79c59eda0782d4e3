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
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [{ target: './apps/api/src', from: './apps/web', message: 'the API does not import the web app.' }] },
      ],
    },
  },
  {
    files: ['**/test/**', '**/e2e/**', '**/bench/**', 'scripts/**'],
    rules: { 'no-console': 'off' },
  },
);
