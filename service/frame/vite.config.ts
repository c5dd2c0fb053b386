// Builds the secure frame's page (index.html, oauth-callback.html and hashed assets) into
// service/dist/frame-page/, which the service's frame listener serves when its config names no
// pageDir. Workspace packages are bundled from their TypeScript sources. No inline script or
// style is emitted: the listener's Content-Security-Policy allows neither.
import { fileURLToPath } from 'node:url'
import { defaultClientConditions, defineConfig } from 'vite'

const root = fileURLToPath(new URL('.', import.meta.url))

export default defineConfig({
  root,
  base: '/',
  logLevel: 'warn',
  resolve: { conditions: ['@portico/source', ...defaultClientConditions] },
  build: {
    outDir: fileURLToPath(new URL('../dist/frame-page/', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // The preload polyfill and small assets would be inlined otherwise.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    rollupOptions: { input: { index: `${root}index.html`, 'oauth-callback': `${root}oauth-callback.html` } },
  },
})
