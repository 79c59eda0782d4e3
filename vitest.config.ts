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
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Suites share nothing but the template (each builds its own app on its own database copy), so they run
          // two at a time in workers that keep their imports and PGlite's compiled module from file to file: 4.4 min
          // on the 2-core machine instead of 10.6-16 (decision 243).
          isolate: false,
          // Vitest's own default is one worker fewer than the cores: one, on the 2-core machines we run on.
          maxWorkers: 2,
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
          // Two files at a time on the 2-core machine (Vitest's default is one fewer than the cores): 150 s instead
          // of 228 (issue 29). Files stay isolated: several mock modules.
          maxWorkers: 2,
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
