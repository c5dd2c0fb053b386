import { defineConfig } from 'vitest/config'

// `npx vitest run --config service/bench/vitest.config.ts`: the indexing benchmark, on its own
// (it is not part of the test suite; it prints figures and asserts only that the index is whole).
export default defineConfig({
  resolve: { conditions: ['@portico/source'] },
  ssr: { resolve: { conditions: ['@portico/source'] } },
  test: {
    name: 'bench',
    root: new URL('../..', import.meta.url).pathname,
    environment: 'node',
    include: ['service/bench/**/*.bench.ts'],
    testTimeout: 900_000,
    hookTimeout: 900_000,
    fileParallelism: false,
    reporters: ['default'],
  },
})
