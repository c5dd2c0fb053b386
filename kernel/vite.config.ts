import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

/** Library build of @portico/kernel: ES modules, React as a peer, lazy chunks kept lazy. */
export default defineConfig({
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    minify: true,
    sourcemap: true,
    lib: {
      entry: { index: fileURLToPath(new URL('./src/index.ts', import.meta.url)) },
      formats: ['es'],
    },
    rollupOptions: {
      external: ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react-dom/server'],
    },
  },
})
