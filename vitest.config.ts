import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import { storybookProject } from './stories/vitest.project.ts'

// Workspace packages resolve to their TypeScript sources (the `@portico/source` export condition),
// so tests need no build. Vitest adds its own conditions (node, development) after it; Vite's
// client and server defaults must not come in here ('module' would hand Node, which loads the
// external dependencies, builds it cannot run).
const sourceResolve = {
  resolve: { conditions: ['@portico/source'] },
  ssr: { resolve: { conditions: ['@portico/source'] } },
}

// Vitest's 5 s default: on a loaded machine a test that loads @solana/web3.js took 5.1 s.
// How fast things are is measured by the benchmarks, never by a test's timeout.
const testTimeout = 20_000

// A wait (expect.poll; in DOM tests Testing Library's findBy and waitFor, set by tests/domTestSetup.ts)
// gives up after 10 s rather than 1 s: with a worker per core a file shares the machine, and a
// wait's limit only says how long a failure takes to show.
const expectWaits = { poll: { timeout: 10_000 } }

// One run, several projects: unit tests in Node, DOM tests in happy-dom; the story tests
// (Chromium) are added by stories/vitest.project.ts.
export default defineConfig({
  test: {
    // The JSON report is what .ci/run counts.
    reporters: ['default', ['json', { outputFile: '.vitest-results.json' }]],
    // A worker per core: Vitest's default keeps one core for its main process, which on CI's two
    // cores left the unit and DOM files one at a time. Measured on 2 cores: the unit, wagmi2 and
    // DOM projects took 484 s with two workers against 684 s with one, all passing. The browser
    // files (e2e) still run one at a time.
    maxWorkers: availableParallelism(),
    projects: [
      {
        ...sourceResolve,
        test: {
          name: 'unit',
          environment: 'node',
          // Isolated. Shared (isolate: false), the unit, wagmi2 and DOM projects took 278 s instead
          // of 491 s on 2 cores, but the kernel's module state reached the next file: in CI's file
          // order startHarness.test's loadProjectConfig check failed after other kernel files.
          include: ['{kernel,ui,networks,plugins,adapters,service,tests}/**/*.test.ts'],
          exclude: ['**/node_modules/**', 'tests/e2e/**'],
          testTimeout,
          expect: expectWaits,
          // `npm run bench`: speed is measured here, never asserted in tests.
          benchmark: { include: ['{kernel,ui,networks,plugins,adapters}/**/*.bench.ts'] },
        },
      },
      {
        // The wagmi adapter's tests again on wagmi 2 (AppKit's current examples): `@wagmi/core`
        // resolves to the `wagmi-core-v2` alias; the unit project runs them on wagmi 3.
        resolve: { ...sourceResolve.resolve, alias: [{ find: /^@wagmi\/core$/, replacement: 'wagmi-core-v2' }] },
        ssr: sourceResolve.ssr,
        test: {
          name: 'wagmi2',
          environment: 'node',
          include: ['adapters/wagmi/**/*.test.ts'],
          exclude: ['**/node_modules/**'],
          env: { WAGMI_MAJOR: '2' },
          testTimeout,
          expect: expectWaits,
        },
      },
      {
        ...sourceResolve,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          // Isolated: shared, one file's page state reached the next (custom elements defined once
          // per registry, a stylesheet injected once per document): 13 tests of 10 files failed.
          include: ['{kernel,ui,networks,plugins,adapters,tests}/**/*.test.tsx'],
          exclude: ['**/node_modules/**', 'tests/e2e/**'],
          setupFiles: ['tests/domTestSetup.ts'],
          testTimeout,
          expect: expectWaits,
        },
      },
      {
        ...sourceResolve,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          // The demo, built once for every file's `startDemo`.
          globalSetup: ['tests/e2e/builtDemoSetup.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // One file at a time, after the other projects: each runs Chromium, chains and services.
          // (Run beside them, the suite took 6 minutes less, but tests with short waits failed
          // under that load: tests/harness/README.md, "Tests under load".)
          fileParallelism: false,
          // One worker process for all of them, its modules loaded once (viem, Playwright, the
          // harness): isolated, each file loaded them again, 3.6 s a file of the suite's 49. What a
          // file starts (chains, services, Chromium) it stops in its afterAll, as before; what it
          // changes of the process it puts back (startDemoServer's process.env).
          isolate: false,
          // After the other projects' files (group 0). Vitest runs an isolated single-worker project
          // after the others by itself; a shared one needs a group of its own.
          sequence: { groupOrder: 1 },
          // A page answers within seconds on a loaded machine, not vitest's default 1 s of polling.
          expect: { poll: { timeout: 15_000 } },
        },
      },
      storybookProject,
    ],
  },
})
