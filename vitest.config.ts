import './scripts/node-polyfills.mjs';
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;
const webAlias = { '@': resolve(root, 'apps/web/src') };

/**
 * One Vitest run, six projects; the file suffix tells the runner:
 * *.test.ts(x) unit/component, *.int.test.ts real database (PGlite and PostgreSQL), e2e/*.spec.ts browser.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'core',
          root,
          include: ['packages/core/src/**/*.test.ts'],
          environment: 'node',
          // Property tests run the engine dozens of times; on 2 busy cores the 5 s default is a flake, not a finding.
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias: webAlias },
        test: {
          name: 'web',
          root,
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/test/setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          root,
          include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
          // The PDF prescan and the rate limiter's flood test do real work; at load 18 they passed 5 s (CI run on ef10d7a).
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'int-pglite',
          root,
          include: ['apps/api/**/*.int.test.ts'],
          // postgres-*.int.test.ts need a PostgreSQL server (pg-boss, outages); pglite-*.int.test.ts the embedded one.
          exclude: ['**/node_modules/**', '**/postgres-*.int.test.ts'],
          environment: 'node',
          env: { TEST_DB_KIND: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'int-postgres',
          root,
          include: ['apps/api/**/*.int.test.ts'],
          exclude: ['**/node_modules/**', '**/pglite-*.int.test.ts'],
          environment: 'node',
          env: { TEST_DB_KIND: 'postgres' },
          globalSetup: ['apps/api/test/postgres-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'e2e',
          root,
          include: ['e2e/**/*.spec.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 90_000,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
