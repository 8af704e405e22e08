import { pathAliases } from './vite.config';
import { defineConfig } from 'vitest/config';

const api = (name: string, env: Record<string, string>, groupOrder: number) => ({
  extends: true as const,
  test: {
    name,
    include: ['tests/api/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/api/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    env,
    // PGlite is single-threaded WebAssembly; two workers use both cores. Files share a worker's
    // module cache (no isolation), so fastify, zod and PGlite's WebAssembly load once per worker.
    isolate: false,
    maxWorkers: 2,
    // Projects with their own maxWorkers run one group after another (vitest 4 needs distinct orders).
    sequence: { groupOrder },
  },
});

export default defineConfig({
  resolve: { alias: pathAliases },
  test: {
    projects: [
      // scrypt is slow on purpose; a busy two-core machine needs more than the default 5 s for a few hashes.
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node', testTimeout: 30_000 } },
      api('api', { TEST_DB: 'pglite' }, 1),
      ...(process.env.TEST_DATABASE_URL ? [api('api-postgres', { TEST_DB: 'postgres' }, 2)] : []),
    ],
  },
});
