// A service process for the multi-process tests and the benchmark: a Node process of its own that
// runs `startService` from the TypeScript sources (through the workspace's Vite module runner), or
// with `--built` from the built package (service/dist, as `portico-service` runs it), and is driven
// over IPC: `{ start: options }` answers `{ started: url }` or `{ failed: message }`,
// `{ stop: true }` answers `{ stopped: true }`, `{ usage: true }` answers `{ usage: { cpuMicroseconds,
// voluntarySwitches, involuntarySwitches } }` (what the process has used so far: user and system
// CPU, and its threads' context switches), `{ setAllowedOrigins: [projectId, origins] }` answers `{ set: true }`
// or `{ failed: message }`; a disconnected parent ends it.
import { fileURLToPath } from 'node:url'
import { openSourceRunner } from '../../../scripts/openSourceRunner.mjs'

const built = process.argv.includes('--built')
const runner = built ? undefined : await openSourceRunner()
const { startService } = built ? await import('../../dist/index.js') : await runner.import(fileURLToPath(new URL('../startService.ts', import.meta.url)))
let service

process.on('message', async (message) => {
  if (message.start) {
    try {
      service = await startService({ ...message.start, onIndexerError: () => undefined })
      process.send({ started: service.url })
    } catch (error) {
      process.send({ failed: error instanceof Error ? error.message : String(error) })
    }
  }
  if (message.usage) {
    const used = process.resourceUsage()
    process.send({ usage: { cpuMicroseconds: used.userCPUTime + used.systemCPUTime, voluntarySwitches: used.voluntaryContextSwitches, involuntarySwitches: used.involuntaryContextSwitches } })
  }
  if (message.setAllowedOrigins) {
    try {
      await service.setAllowedOrigins(...message.setAllowedOrigins)
      process.send({ set: true })
    } catch (error) {
      process.send({ failed: error instanceof Error ? error.message : String(error) })
    }
  }
  if (message.stop) {
    await service?.stop().catch(() => undefined)
    service = undefined
    process.send({ stopped: true })
  }
})
process.on('disconnect', async () => {
  await service?.stop().catch(() => undefined)
  await runner?.close()
  process.exit(0)
})
process.send({ loaded: true })
