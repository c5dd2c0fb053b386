import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'
import type { FrameTestApp } from './FrameTestApp.ts'

/** Serves the frame test app (`testAppPage/`) with Vite on a free port of 127.0.0.1: an app origin apart from the frame's. */
export async function startFrameTestApp(): Promise<FrameTestApp> {
  const server = await createServer({
    configFile: false,
    root: fileURLToPath(new URL('./testAppPage/', import.meta.url)),
    cacheDir: join(tmpdir(), 'portico-frame-test-app-vite'),
    server: { host: '127.0.0.1', port: 0 },
    logLevel: 'error',
  })
  await server.listen()
  const url = server.resolvedUrls?.local[0]
  if (!url) {
    await server.close()
    throw new Error('The frame test app did not report its URL')
  }
  return { url, origin: new URL(url).origin, stop: () => server.close() }
}
