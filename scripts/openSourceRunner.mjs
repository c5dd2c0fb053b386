// A Vite module runner for the workspace's TypeScript (what Vite's runnerImport does, kept open):
// workspace packages from their TypeScript sources (the `@portico/source` export condition), every
// other dependency loaded by Node itself. It stays open while what it loaded runs (the project
// service imports its database driver when it starts); `close` ends it.
import { createRunnableDevEnvironment, resolveConfig } from 'vite'

/** Starts the runner; resolves with `import(path)` and `close()`. */
export async function openSourceRunner() {
  const config = await resolveConfig(
    {
      configFile: false,
      envDir: false,
      logLevel: 'silent',
      cacheDir: process.cwd(),
      environments: {
        inline: { consumer: 'server', dev: { moduleRunnerTransform: true }, resolve: { external: true, mainFields: [], conditions: ['@portico/source', 'node'] } },
      },
    },
    'serve',
  )
  const environment = createRunnableDevEnvironment('inline', config, { runnerOptions: { hmr: { logger: false } }, hot: false })
  await environment.init()
  return { import: (path) => environment.runner.import(path), close: () => environment.close() }
}
