// `npm start`: starts the demo host app on loopback. Later harness services (local chain,
// relay, frame, project service) are started here too, and all are stopped on Ctrl+C.
import { createServer } from 'vite'

const server = await createServer({
  configFile: new URL('../demo/vite.config.ts', import.meta.url).pathname,
})
await server.listen()
console.log(`\n  Portico demo: ${server.resolvedUrls?.local[0] ?? 'http://127.0.0.1:5173/'}\n  Press Ctrl+C to stop.\n`)

let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  await server.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
