import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite'

/** The demo host app, served on loopback by `npm start`. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  // Workspace packages from their TypeScript sources (the `@portico/source` export condition), no build.
  resolve: { conditions: ['@portico/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@portico/source', ...defaultServerConditions] } },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 5173, strictPort: true },
})
