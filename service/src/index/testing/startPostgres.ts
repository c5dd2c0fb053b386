import { execFileSync, spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '../../../../tests/harness/freePort.ts'

/** A PostgreSQL server started for a test, in a temporary directory. */
export interface TestPostgres {
  /** A URL of a new empty database on it. */
  createDatabase(): Promise<string>
  /** The server's process id (its postmaster: the backends are its children). */
  readonly pid: number | undefined
  stop(): Promise<void>
}

/** A PostgreSQL program: on the PATH, else in Debian's `/usr/lib/postgresql/{version}/bin` (newest version first), which is not on it. */
function which(binary: string): string | undefined {
  try {
    const found = execFileSync('sh', ['-c', `command -v ${binary}`], { encoding: 'utf8' }).trim()
    if (found) return found
  } catch {
    // Not on the PATH.
  }
  const debian = '/usr/lib/postgresql'
  const versions = existsSync(debian) ? readdirSync(debian).sort((a, b) => Number(b) - Number(a)) : []
  return versions.map((version) => join(debian, version, 'bin', binary)).find((path) => existsSync(path))
}

const initdb = which('initdb')
const postgres = which('postgres')

/** True when PostgreSQL's `initdb` and `postgres` are installed (Debian's postgresql package, or a build of it). CI installs it, so there it must be. */
export const postgresAvailable = initdb !== undefined && postgres !== undefined
if (!postgresAvailable && process.env.CI) throw new Error('CI runs the service tests on PostgreSQL too, but initdb and postgres were not found (install Debian\'s postgresql)')

/** Runs as the `postgres` user when this process is root (PostgreSQL refuses to run as root); setpriv execs, so signals reach the server. */
function asServerUser(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['setpriv', ['--reuid=postgres', '--regid=postgres', '--init-groups', '--', command, ...args]] : [command, args]
}

async function connectable(url: string): Promise<boolean> {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: url })
  try {
    await client.connect()
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => undefined)
  }
}

/** Starts a PostgreSQL server (initdb in a temporary directory, a free port on 127.0.0.1, trust authentication). */
export async function startPostgres(): Promise<TestPostgres> {
  const directory = mkdtempSync(join(tmpdir(), 'portico-postgres-'))
  const dataDir = join(directory, 'data')
  if (process.getuid?.() === 0) {
    const idOf = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim())
    chownSync(directory, idOf('-u'), idOf('-g'))
    chmodSync(directory, 0o700)
  }
  const [initCommand, initArgs] = asServerUser(initdb ?? 'initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8'])
  execFileSync(initCommand, initArgs, { stdio: 'ignore' })
  const port = await freePort()
  const [command, args] = asServerUser(postgres ?? 'postgres', ['-D', dataDir, '-p', String(port), '-k', directory, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'])
  const server: ChildProcess = spawn(command, args, { stdio: 'ignore' })
  const killOnExit = () => server.kill('SIGKILL')
  process.once('exit', killOnExit)
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`
  const deadline = Date.now() + 30_000
  while (!(await connectable(adminUrl))) {
    if (server.exitCode !== null || Date.now() > deadline) {
      server.kill('SIGKILL')
      rmSync(directory, { recursive: true, force: true })
      throw new Error(`PostgreSQL did not start on port ${port}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  let count = 0
  return {
    pid: server.pid,
    async createDatabase() {
      const { default: pg } = await import('pg')
      const name = `portico_test_${++count}`
      const client = new pg.Client({ connectionString: adminUrl })
      await client.connect()
      await client.query(`CREATE DATABASE ${name}`)
      await client.end()
      return `postgres://postgres@127.0.0.1:${port}/${name}`
    },
    async stop() {
      const exited = new Promise((resolve) => (server.exitCode !== null ? resolve(undefined) : server.once('exit', resolve)))
      // SIGINT: PostgreSQL's fast shutdown.
      server.kill('SIGINT')
      await exited
      process.off('exit', killOnExit)
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
