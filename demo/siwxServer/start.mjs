// The SIWX server example: `node demo/siwxServer/start.mjs` (PORT=4200 by default).
// The package is TypeScript and Node 20 cannot import it, so Vite's module runner loads it,
// as scripts/start.mjs does for the harness.
import { fileURLToPath } from 'node:url'
import { runnerImport } from 'vite'

const entry = fileURLToPath(new URL('./siwxServerExample.ts', import.meta.url))
// Workspace packages from their TypeScript sources (the `@portico/source` export condition).
const { module } = await runnerImport(entry, { environments: { inline: { resolve: { conditions: ['@portico/source'] } } } })
const example = await module.startSiwxServerExample({ port: Number(process.env.PORT ?? 4200) })

console.log(`
  SIWX server example: ${example.url}
    GET  ${example.url}/siwx/nonce    a single-use nonce
    POST ${example.url}/siwx/verify   a signed session as JSON

  Press Ctrl+C to stop.
`)

async function stop() {
  await example.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
