// Builds the benchmark's host page (hostPage/) as a host's production build would: Vite's
// `build()`, minified, React bundled (a real page), the Portico packages from their dist/ (no
// `@portico/source` condition, as in scripts/size.mjs). React and React DOM go to a chunk of their
// own so the bytes beyond React can be told apart.
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { build } from 'vite'

const root = fileURLToPath(new URL('./hostPage/', import.meta.url))

/** Builds the page into a fresh temporary directory; returns it and the file names of React's chunk. */
export async function buildHostPage() {
  const outDir = await mkdtemp(join(tmpdir(), 'portico-bench-open-'))
  const result = await build({
    configFile: false,
    root,
    base: '/',
    mode: 'production',
    logLevel: 'silent',
    plugins: [react()],
    build: {
      outDir,
      emptyOutDir: true,
      minify: true,
      sourcemap: false,
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: { codeSplitting: { groups: [{ name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] } },
      },
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((item) => item.output)
  const reactFiles = outputs.filter((item) => item.type === 'chunk' && item.name === 'react').map((chunk) => chunk.fileName)
  if (reactFiles.length === 0) throw new Error('The host page build has no React chunk')
  return { outDir, reactFiles, files: outputs.map((item) => item.fileName) }
}
