import type { FrameTestApp } from './FrameTestApp.ts'
import { serveLoopbackPage } from '../serveLoopbackPage.ts'

/** Serves the frame test app (`testAppPage/`) with Vite on a free port of 127.0.0.1: an app origin apart from the frame's. */
export async function startFrameTestApp(): Promise<FrameTestApp> {
  return serveLoopbackPage({ root: new URL('./testAppPage/', import.meta.url), cacheName: 'portico-frame-test-app-vite' })
}
