import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { freePort } from './freePort.ts'

/** Options of `startAnvil`. */
export interface AnvilOptions {
  chainId: number
  /** The port on 127.0.0.1; a free one is picked when absent. */
  port?: number
  /** How long anvil may take to answer `eth_chainId`; 20 s by default. */
  startTimeoutMs?: number
}

/** A running anvil chain. */
export interface AnvilChain {
  rpcUrl: string
  chainId: number
  port: number
  /** Kills anvil and resolves once it has exited; calling it again does nothing more. */
  stop(): Promise<void>
}

const defaultStartTimeoutMs = 20_000
const pollIntervalMs = 100
const stopTimeoutMs = 5_000
const keptOutputChars = 4_000
/** Attempts when the port is picked here: another process may take it between pick and bind. */
const attemptsWithPickedPort = 3

const running = new Set<ChildProcess>()
let exitHookInstalled = false

function installExitHook(): void {
  if (exitHookInstalled) return
  exitHookInstalled = true
  // 'exit' handlers run synchronously: sending a signal is all that can be done here.
  process.on('exit', () => {
    for (const child of running) child.kill('SIGKILL')
  })
}

function anvilBinary(): string {
  const require = createRequire(import.meta.url)
  return join(dirname(require.resolve('@foundry-rs/anvil-linux-amd64/package.json')), 'bin', 'anvil')
}

async function answeredChainId(rpcUrl: string): Promise<number | undefined> {
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(1_000),
    })
    if (!response.ok) return undefined
    const body = (await response.json()) as { result?: unknown }
    return typeof body.result === 'string' ? Number(body.result) : undefined
  } catch {
    return undefined
  }
}

function waitForExit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => child.once('exit', () => resolve()))
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.pid === undefined) {
    running.delete(child)
    return
  }
  const exited = waitForExit(child)
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), stopTimeoutMs)
  await exited
  clearTimeout(timer)
  running.delete(child)
}

/** A start that failed because anvil exited early (such as a port taken meanwhile) may be retried. */
type Started = { chain: AnvilChain } | { error: Error; retryable: boolean }

async function startOnce(chainId: number, port: number, startTimeoutMs: number): Promise<Started> {
  installExitHook()
  const rpcUrl = `http://127.0.0.1:${port}`
  const args = ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId), '--quiet']
  const child = spawn(anvilBinary(), args, { stdio: ['ignore', 'pipe', 'pipe'] })
  running.add(child)
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-keptOutputChars)
  }
  // Both streams are read so that anvil never blocks on a full pipe.
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  let spawnError: Error | undefined
  child.once('error', (error) => {
    spawnError = error
  })

  const failure = async (reason: string, retryable = false): Promise<Started> => {
    await stopChild(child)
    const trimmed = output.trim()
    const error = new Error(`anvil (chain ${chainId}, port ${port}) ${reason}${trimmed ? `\nanvil's output:\n${trimmed}` : ''}`)
    return { error, retryable }
  }

  const deadline = Date.now() + startTimeoutMs
  for (;;) {
    if (spawnError) return failure(`could not be started: ${spawnError.message}`)
    if (child.exitCode !== null || child.signalCode !== null) {
      return failure(`exited before answering (${child.exitCode !== null ? `code ${child.exitCode}` : child.signalCode})`, true)
    }
    const answered = await answeredChainId(rpcUrl)
    if (answered === chainId) break
    if (answered !== undefined) return failure(`found another node answering eth_chainId with ${answered} on its port`, true)
    if (Date.now() > deadline) return failure(`did not answer eth_chainId within ${startTimeoutMs} ms`)
    await delay(pollIntervalMs)
  }

  let stopped: Promise<void> | undefined
  return { chain: { rpcUrl, chainId, port, stop: () => (stopped ??= stopChild(child)) } }
}

/**
 * Starts anvil (the binary of `@foundry-rs/anvil`, spawned directly) on 127.0.0.1 with the
 * given chain id and resolves once it answers `eth_chainId`. It has anvil's ten default
 * accounts. Any anvil still running when the Node process exits is killed.
 */
export async function startAnvil(options: AnvilOptions): Promise<AnvilChain> {
  const startTimeoutMs = options.startTimeoutMs ?? defaultStartTimeoutMs
  const attempts = options.port === undefined ? attemptsWithPickedPort : 1
  for (let attempt = 1; ; attempt += 1) {
    const started = await startOnce(options.chainId, options.port ?? (await freePort()), startTimeoutMs)
    if ('chain' in started) return started.chain
    if (!started.retryable || attempt >= attempts) throw started.error
  }
}
