import { randomInt } from 'node:crypto'
import { mkdirSync, openSync, closeSync, readFileSync, rmSync, writeSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { listenOnLoopback } from './listenOnLoopback.ts'

export interface FreePortOptions {
  /** The ports to pick from, both ends included; by default those above the system's ephemeral range. */
  range?: readonly [number, number]
  /** Where reservations are kept, one file per port holding its owner's process id. */
  directory?: string
}

const reserved = new Set<string>()
let cleanupRegistered = false

/**
 * A TCP port on 127.0.0.1 for a program that must be told its port before it listens (PostgreSQL,
 * the secure frame its config names, a service whose URL is deployed in a contract before it starts).
 *
 * A port that a server bound with 0 and closed again is only free for a moment: outgoing
 * connections and every other `listen(0)` draw from the same ephemeral range, and one of them took
 * such a port between the pick and the listen on CI ("EADDRINUSE 127.0.0.1:40177"). So the port
 * is picked above that range (Linux's `ip_local_port_range`), reserved for this process by a file
 * created exclusively (two test workers never get the same one; a file whose process has died is
 * taken over), and checked free by binding it. The reservations go when the process exits.
 * Where no room is left above the range (macOS ends it at 65535), a port is picked as before.
 */
export async function freePort(options: FreePortOptions = {}): Promise<number> {
  const range = options.range ?? portsAboveEphemeral()
  if (!range) return boundAndClosed(0)
  const directory = options.directory ?? join(tmpdir(), 'portico-ports')
  mkdirSync(directory, { recursive: true })
  const [low, high] = range
  const size = high - low + 1
  const start = randomInt(size)
  for (let step = 0; step < size; step += 1) {
    const port = low + ((start + step) % size)
    const file = join(directory, String(port))
    if (!reserve(file)) continue
    try {
      return await boundAndClosed(port)
    } catch {
      release(file)
    }
  }
  throw new Error(`freePort: every port from ${low} to ${high} is reserved or in use`)
}

/** The ports above Linux's ephemeral range, or undefined where it cannot be read or fewer than 1,000 are left. */
function portsAboveEphemeral(): readonly [number, number] | undefined {
  try {
    const upper = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[1])
    return Number.isInteger(upper) && 65535 - upper >= 1000 ? [upper + 1, 65535] : undefined
  } catch {
    return undefined
  }
}

/** Creates `file` for this process; true when it did, or took it over from a process that has ended. */
function reserve(file: string): boolean {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(file, 'wx')
      writeSync(fd, String(process.pid))
      closeSync(fd)
      reserved.add(file)
      if (!cleanupRegistered) {
        cleanupRegistered = true
        process.once('exit', () => {
          for (const path of reserved) rmSync(path, { force: true })
        })
      }
      return true
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      if (ownerAlive(file)) return false
      rmSync(file, { force: true })
    }
  }
  return false
}

function release(file: string): void {
  reserved.delete(file)
  rmSync(file, { force: true })
}

/** Whether the process named in `file` still runs; a file being written (no id yet) counts as owned. */
function ownerAlive(file: string): boolean {
  let pid: number
  try {
    pid = Number(readFileSync(file, 'utf8'))
  } catch {
    return false
  }
  if (!Number.isInteger(pid) || pid <= 0) return true
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** `port` (0: one the system picks) once bound on 127.0.0.1 and closed again; rejects when it is taken. */
async function boundAndClosed(port: number): Promise<number> {
  const listener = await listenOnLoopback(createServer(), port)
  await listener.stop()
  return listener.port
}
