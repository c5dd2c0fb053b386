import { spawn } from 'node:child_process'
import { outsideEnv } from './runCommand.ts'

/** A host app's server: its URL and how to stop it. */
export interface HostServer {
  url: string
  stop(): Promise<void>
}

/**
 * Starts a host app's production server (`next start`, `vite preview`) as `node <script> ...args`
 * in `cwd`, in a process group of its own, and waits until `url` answers 200.
 */
export async function startHostServer(cwd: string, args: readonly string[], url: string, env: Record<string, string> = {}): Promise<HostServer> {
  const child = spawn(process.execPath, args, { cwd, env: outsideEnv(env), stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
      process.kill(-child.pid, 'SIGTERM')
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))])
      if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid, 'SIGKILL')
    }
  }
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server in ${cwd} ended:\n${output}`)
    const status = await fetch(url).then((response) => response.status, () => 0)
    if (status === 200) return { url, stop }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  await stop()
  throw new Error(`The server in ${cwd} did not answer ${url} within 60 s:\n${output}`)
}
