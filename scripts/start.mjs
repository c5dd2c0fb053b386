// `npm start`: starts the test harness (two anvil chains with the PTT token, the project
// service: @portico/service on PGlite in memory, indexing both chains, with its secure frame,
// whose page is built first when no build of the current sources is cached, the mail page and the
// page of its social login stand-ins),
// then the demo host app on loopback, and stops all of them on Ctrl+C or SIGTERM.
// The harness is TypeScript: Node 20 cannot import it, so Vite's module runner loads it, and
// stays open while the harness runs (the service imports its database driver when it starts it).
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'
import { openSourceRunner } from './openSourceRunner.mjs'

const harnessEntry = fileURLToPath(new URL('../tests/harness/startDemoHarness.ts', import.meta.url))

let harness
let server
let runner
let stopping = false

async function stop() {
  // A second signal, or one while starting: exit at once; the harness kills its anvils on exit.
  if (stopping || !harness) process.exit(130)
  stopping = true
  console.log('\n  Stopping...')
  await Promise.allSettled([server?.close(), harness.stop()])
  await runner?.close().catch(() => undefined)
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)

console.log('\n  Starting the local chains and the project service (the first start also builds the secure frame page)...')
let env
try {
  runner = await openSourceRunner()
  const module = await runner.import(harnessEntry)
  ;({ harness, env } = await module.startDemoHarness())
} catch (error) {
  console.error('\n  The harness could not start (are ports 8545, 8546, 4100, 8555 to 8559, 8899 and 8900 free?):\n')
  console.error(error)
  process.exit(1)
}

// Vite hands the `VITE_*` variables of process.env to the page as import.meta.env.*.
Object.assign(process.env, env)

try {
  server = await createServer({
    configFile: fileURLToPath(new URL('../demo/vite.config.ts', import.meta.url)),
  })
  await server.listen()
} catch (error) {
  console.error('\n  The demo server could not start (is port 5173 free?):\n')
  console.error(error)
  await harness.stop()
  process.exit(1)
}

const demoUrl = server.resolvedUrls?.local[0] ?? 'http://127.0.0.1:5173/'
console.log(`
  Portico demo:     ${demoUrl}
  Project service:  ${harness.projectServiceUrl} (project id ${harness.projectService.projectId}; @portico/service, PGlite in memory)
${harness.chains.map((chain) => `  Chain ${chain.chainId}:      ${chain.rpcUrl}`).join('\n')}
  PTT token:        ${harness.chains[0].tokenAddress} (on both chains)
  Secure frame:     ${harness.serviceFrame?.url ?? 'not running'} (the project service's; e-mail, Google, GitHub and Farcaster login)
  Mail page:        ${env.VITE_PORTICO_MAIL_PAGE_URL ?? '-'} (the login codes the frame mailed, newest first)
  Stand-ins page:   ${env.VITE_PORTICO_STAND_INS_PAGE_URL ?? '-'} (Google, GitHub and Farcaster are local stand-ins: how to sign in at each)

  Env passed to the demo:
${Object.entries(env).map(([name, value]) => `    ${name}=${value}`).join('\n')}

  Press Ctrl+C to stop.
`)
