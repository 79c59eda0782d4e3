import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    passWithNoTests: true,
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          include: ['test/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['./test/setup.ts'],
          // Property tests run thousands of cases; a loaded 2-core CI machine needs headroom.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'api',
          root: './apps/api',
          include: ['test/**/*.test.ts'],
          environment: 'node',
          // One migrated, seeded template database per run; each suite works on its own copy (test/support/).
          globalSetup: ['./test/support/global-setup.ts'],
          setupFiles: ['./test/support/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'web',
          root: './apps/web',
          include: ['test/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./test/setup.ts'],
          // Whole pages typed into through userEvent in jsdom: a loaded 2-core machine takes several seconds.
          testTimeout: 20_000,
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      reporter: ['text-summary', 'text'],
      // Issue 3: every rule of the spec lives here, so nearly every line must be exercised.
      thresholds: { lines: 95 },
    },
  },
});
