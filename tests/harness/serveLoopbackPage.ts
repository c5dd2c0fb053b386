import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer, defaultClientConditions } from 'vite'
import type { PluginOption } from 'vite'

/** What `serveLoopbackPage` serves: a page folder, with its compile-time constants and Vite plugins. */
export interface LoopbackPageOptions {
  /** The page's folder (its index.html and sources). */
  root: URL
  /** The name of Vite's cache folder in the system's temp dir. */
  cacheName: string
  /** Port on 127.0.0.1, taken strictly; a free one when omitted. */
  port?: number
  /** Compile-time constants, as Vite's `define`. */
  define?: Record<string, string>
  /** Vite plugins, such as a backend as middleware. */
  plugins?: PluginOption[]
}

/** A served page: its URL (`http://127.0.0.1:<port>/`), its origin, and how to stop it. */
export interface LoopbackPage {
  url: string
  origin: string
  stop(): Promise<void>
}

/**
 * Serves a page folder of the harness with Vite on 127.0.0.1 (the demo wallet page, the secure
 * frame, the frame's test app): no config file, errors logged only, Vite's cache in the temp dir.
 */
export async function serveLoopbackPage(options: LoopbackPageOptions): Promise<LoopbackPage> {
  const server = await createServer({
    configFile: false,
    root: fileURLToPath(options.root),
    cacheDir: join(tmpdir(), options.cacheName),
    ...(options.define ? { define: options.define } : {}),
    ...(options.plugins ? { plugins: options.plugins } : {}),
    server: { host: '127.0.0.1', port: options.port ?? 0, strictPort: options.port !== undefined },
    // Workspace packages from their TypeScript sources (the `@portico/source` export condition).
    resolve: { conditions: ['@portico/source', ...defaultClientConditions] },
    logLevel: 'error',
  })
  await server.listen()
  const url = server.resolvedUrls?.local[0]
  if (!url) {
    await server.close()
    throw new Error(`The page server of ${fileURLToPath(options.root)} did not report its URL`)
  }
  return { url, origin: new URL(url).origin, stop: () => server.close() }
}
