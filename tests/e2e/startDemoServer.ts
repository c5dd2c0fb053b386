import { createServer, type ViteDevServer } from 'vite'
import { withProcessEnv } from './withProcessEnv.ts'

/**
 * Starts the demo's Vite server on a free loopback port; returns it and its URL. The `env`
 * record (such as `harnessEnv(harness)`) is in `process.env` while Vite reads its configuration,
 * so the page reads the harness's addresses from its `VITE_PORTICO_*` variables; then `process.env`
 * is as it was (the browser test files share one process, and the next file's harness is another).
 */
export async function startDemoServer(env: Record<string, string> = {}): Promise<{ server: ViteDevServer; url: string }> {
  const server = await withProcessEnv(env, () =>
    createServer({
      configFile: new URL('../../demo/vite.config.ts', import.meta.url).pathname,
      server: { port: 0, strictPort: false, host: '127.0.0.1' },
      logLevel: 'error',
    }),
  )
  await server.listen()
  const url = server.resolvedUrls?.local[0]
  if (!url) throw new Error('The demo server did not report its URL')
  return { server, url }
}
