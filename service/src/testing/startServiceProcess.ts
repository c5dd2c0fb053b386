import { fork } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'

/** A service process started by `startServiceProcess`: starts and stops services in it, over IPC. */
export interface ServiceProcess {
  /** Starts a service with these `startService` options (JSON only); resolves with its URL, rejects with its start error. */
  start(options: Record<string, unknown>): Promise<string>
  /** Sets a project's allowed origins through the service it runs (`Service.setAllowedOrigins`). */
  setAllowedOrigins(projectId: string, origins: readonly string[]): Promise<void>
  /** Stops the service it runs (a graceful stop). */
  stop(): Promise<void>
  /**
   * What the process has used so far: its CPU time (user and system) in microseconds, and its
   * threads' context switches, voluntary (a thread waited: the event loop's waits for work among
   * them) and involuntary (the system took the core away).
   */
  usage(): Promise<{ cpuMicroseconds: number; voluntarySwitches: number; involuntarySwitches: number }>
  /** Kills the process at once (SIGKILL), as a crash would. */
  kill(): Promise<void>
  /** Ends the process. */
  exit(): Promise<void>
}

const script = fileURLToPath(new URL('./serviceProcess.mjs', import.meta.url))

/**
 * Starts a Node process of its own that runs the service (`serviceProcess.mjs`) from its sources,
 * or with `built` from service/dist (built beforehand: `node scripts/buildPackage.mjs service`);
 * resolves once it has loaded it.
 */
export async function startServiceProcess(options: { built?: boolean } = {}): Promise<ServiceProcess> {
  const child: ChildProcess = fork(script, options.built ? ['--built'] : [], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] })
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)
  const next = <T>(pick: (message: Record<string, unknown>) => T | undefined): Promise<T> =>
    new Promise((resolve, reject) => {
      const onMessage = (message: Record<string, unknown>) => {
        const picked = pick(message)
        if (picked === undefined) return
        child.off('message', onMessage)
        child.off('exit', onExit)
        resolve(picked)
      }
      const onExit = (code: number | null) => {
        child.off('message', onMessage)
        reject(new Error(`The service process exited (${code})`))
      }
      child.on('message', onMessage)
      child.once('exit', onExit)
    })
  await next((message) => (message.loaded ? true : undefined))
  const exited = () => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())))
  return {
    async start(options) {
      const answer = next((message) => (typeof message.started === 'string' ? { url: message.started } : typeof message.failed === 'string' ? { error: message.failed } : undefined))
      child.send({ start: options })
      const result = await answer
      if ('error' in result) throw new Error(result.error)
      return result.url
    },
    async setAllowedOrigins(projectId, origins) {
      const answer = next((message) => (message.set ? { done: true } : typeof message.failed === 'string' ? { error: message.failed } : undefined))
      child.send({ setAllowedOrigins: [projectId, origins] })
      const result = await answer
      if ('error' in result) throw new Error(result.error)
    },
    async stop() {
      const answer = next((message) => (message.stopped ? true : undefined))
      child.send({ stop: true })
      await answer
    },
    async usage() {
      const answer = next((message) => {
        if (typeof message.usage !== 'object' || message.usage === null) return undefined
        const count = new Map(Object.entries(message.usage).filter((entry): entry is [string, number] => typeof entry[1] === 'number'))
        return { cpuMicroseconds: count.get('cpuMicroseconds') ?? 0, voluntarySwitches: count.get('voluntarySwitches') ?? 0, involuntarySwitches: count.get('involuntarySwitches') ?? 0 }
      })
      child.send({ usage: true })
      return answer
    },
    async kill() {
      child.kill('SIGKILL')
      await exited()
      process.off('exit', killOnExit)
    },
    async exit() {
      if (child.connected) child.disconnect()
      await exited()
      process.off('exit', killOnExit)
    },
  }
}
