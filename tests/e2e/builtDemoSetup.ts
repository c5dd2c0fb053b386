import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from 'vite'
import type { TestProject } from 'vitest/node'
import { withProcessEnv } from './withProcessEnv.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The demo built once for the run's browser tests (`startDemo` serves it): its folder and the variables it holds placeholders for. */
    builtDemo: { directory: string; placeholders: string[] }
  }
}

/**
 * The `VITE_PORTICO_*` variables `harnessEnv` can set (its RPC variables are named by chain id, so
 * the list is written out, not derived). The build holds a placeholder string for each
 * (`"__PORTICO_ENV_<name>__"`) where the page reads it, and `startDemo` serves the build with each
 * file's harness values in its place (`demoEnvRewrite`, which refuses a variable missing here), so
 * one build serves every test file's own harness.
 */
const placeholderVariables = [
  'VITE_PORTICO_PROJECT_SERVICE_URL',
  'VITE_PORTICO_PROJECT_ID',
  'VITE_PORTICO_RPC_31337',
  'VITE_PORTICO_RPC_31338',
  'VITE_PORTICO_SOLANA_RPC',
  'VITE_PORTICO_RELAY_URL',
  'VITE_PORTICO_FRAME_URL',
  'VITE_PORTICO_TOKEN',
  'VITE_PORTICO_NAME_RESOLVER',
]

/**
 * The e2e project's global setup: builds the demo (its page and its host pages) once, as the
 * development build the demo's Vite server would serve (React's development build, the library's
 * development warnings), not minified, so the placeholders stay string literals. Building takes a
 * few seconds; serving the built files saves each page load the dev server's hundreds of module
 * requests and each file its own transform of the sources.
 */
export default async function builtDemoSetup(project: TestProject): Promise<() => Promise<void>> {
  const root = new URL('../../demo/', import.meta.url).pathname
  const outDir = await mkdtemp(join(tmpdir(), 'portico-demo-'))
  const input: Record<string, string> = { index: join(root, 'index.html') }
  for (const file of await readdir(join(root, 'hosts'))) if (file.endsWith('.html')) input[`hosts/${file.slice(0, -'.html'.length)}`] = join(root, 'hosts', file)
  await withProcessEnv({ NODE_ENV: 'development', ...Object.fromEntries(placeholderVariables.map((name) => [name, `__PORTICO_ENV_${name}__`])) }, () =>
    build({
      configFile: join(root, 'vite.config.ts'),
      mode: 'development',
      logLevel: 'error',
      build: { outDir, emptyOutDir: true, minify: false, reportCompressedSize: false, rollupOptions: { input } },
    }),
  )
  project.provide('builtDemo', { directory: outDir, placeholders: placeholderVariables })
  return () => rm(outDir, { recursive: true, force: true })
}
