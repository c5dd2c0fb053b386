import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

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
  /** Stops anvil as a node that goes down does, its chain state kept on disk; the port stays closed until `resume`. */
  halt(): Promise<void>
  /** Starts anvil again on the same port with the state it had when halted, and resolves once it answers. */
  resume(): Promise<void>
}

const defaultStartTimeoutMs = 20_000
const pollIntervalMs = 100
const stopTimeoutMs = 5_000
const keptOutputChars = 4_000
/** Attempts when anvil picks its port: a start that exits early is tried again. */
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

/** A start that failed because anvil exited early may be retried. */
type Started = { child: ChildProcess; port: number } | { error: Error; retryable: boolean }

/**
 * Starts anvil on `port`, or with 0 on a port it binds itself and prints ("Listening on
 * 127.0.0.1:…"): a port picked here and handed over could be taken by another test's anvil in
 * between, and this one would then find that node answering with the same chain id and use it.
 */
async function startOnce(chainId: number, port: number, startTimeoutMs: number, statePath: string): Promise<Started> {
  installExitHook()
  // --state loads the file when it exists and writes the chain's state to it when anvil exits (SIGTERM).
  const args = ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId), '--state', statePath]
  const child = spawn(anvilBinary(), args, { stdio: ['ignore', 'pipe', 'pipe'] })
  running.add(child)
  let output = ''
  let listening: number | undefined = port === 0 ? undefined : port
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-keptOutputChars)
    const found = /Listening on 127\.0\.0\.1:(\d+)/.exec(output)
    if (listening === undefined && found?.[1]) listening = Number(found[1])
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
    const answered = listening === undefined ? undefined : await answeredChainId(`http://127.0.0.1:${listening}`)
    if (answered === chainId) break
    if (answered !== undefined) return failure(`found another node answering eth_chainId with ${answered} on its port`, true)
    if (Date.now() > deadline) return failure(`did not answer eth_chainId within ${startTimeoutMs} ms`)
    await delay(pollIntervalMs)
  }

  return { child, port: listening ?? port }
}

/**
 * Starts anvil (the binary of `@foundry-rs/anvil`, spawned directly) on 127.0.0.1 with the
 * given chain id and resolves once it answers `eth_chainId`. It has anvil's ten default
 * accounts. Any anvil still running when the Node process exits is killed. Its state lives in a
 * temporary file, so that `halt` and `resume` take the node away and bring it back as it was.
 */
export async function startAnvil(options: AnvilOptions): Promise<AnvilChain> {
  const startTimeoutMs = options.startTimeoutMs ?? defaultStartTimeoutMs
  const attempts = options.port === undefined ? attemptsWithPickedPort : 1
  const stateDirectory = mkdtempSync(join(tmpdir(), 'portico-anvil-'))
  const statePath = join(stateDirectory, 'state.json')
  const removeState = () => rmSync(stateDirectory, { recursive: true, force: true })
  for (let attempt = 1; ; attempt += 1) {
    const started = await startOnce(options.chainId, options.port ?? 0, startTimeoutMs, statePath)
    if ('child' in started) {
      const { port } = started
      let child: ChildProcess | undefined = started.child
      let stopped: Promise<void> | undefined
      const halt = async () => {
        const running = child
        child = undefined
        if (running) await stopChild(running)
      }
      const resume = async () => {
        if (child || stopped) return
        const again = await startOnce(options.chainId, port, startTimeoutMs, statePath)
        if ('error' in again) throw again.error
        child = again.child
      }
      const stop = () => (stopped ??= halt().finally(removeState))
      return { rpcUrl: `http://127.0.0.1:${port}`, chainId: options.chainId, port, stop, halt, resume }
    }
    if (!started.retryable || attempt >= attempts) {
      removeState()
      throw started.error
    }
  }
}
