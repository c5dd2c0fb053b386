import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import type { InjectedTestWalletOptions } from './TestWalletGlobals.ts'

let bundled: Promise<string> | undefined

async function bundle(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      minify: true,
      lib: { entry: join(dirname(fileURLToPath(import.meta.url)), 'injectTestWallet.ts'), formats: ['iife'], name: 'PorticoTestWallet' },
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((item) => ('output' in item ? item.output : []))
  const chunk = outputs.find((item) => item.type === 'chunk')
  if (!chunk || chunk.type !== 'chunk') throw new Error('testWalletInitScript: vite gave no script')
  return chunk.code
}

/**
 * The script that injects the announced test wallet into any page (for `page.addInitScript`):
 * its options, then the wallet built as an IIFE with vite (once per process). It keeps its
 * permission and chain in the page's localStorage, so a reload finds it connected.
 */
export async function testWalletInitScript(options: InjectedTestWalletOptions): Promise<string> {
  bundled ??= bundle()
  return `window.__porticoTestWalletOptions = ${JSON.stringify(options)};\n${await bundled}`
}
