import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'

const repository = fileURLToPath(new URL('../../', import.meta.url))
/** What the frame page's bundle is made of: its own folder and the workspace sources it bundles. */
const sources = ['service/frame', 'service/src/api/originAllowed.ts', 'adapters/embedded/src', 'kernel/src']
const cacheRoot = join(tmpdir(), 'portico-frame-page')
const staleLockMs = 5 * 60_000
const lockPollMs = 250

async function filesUnder(path: string): Promise<string[]> {
  if (!(await stat(path)).isDirectory()) return [path]
  const entries = await readdir(path, { withFileTypes: true })
  const nested = await Promise.all(entries.filter((entry) => entry.name !== 'node_modules').map((entry) => filesUnder(join(path, entry.name))))
  return nested.flat()
}

/** A hash of every source the page is built from (paths and contents), tests excluded. */
async function sourceHash(): Promise<string> {
  const files = (await Promise.all(sources.map((source) => filesUnder(join(repository, source))))).flat().filter((file) => !/\.test\.tsx?$/.test(file)).sort()
  const hash = createHash('sha256')
  for (const file of files) hash.update(relative(repository, file)).update('\0').update(await readFile(file)).update('\0')
  return hash.digest('hex').slice(0, 20)
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  )
}

/**
 * The secure frame page built for production (service/frame/vite.config.ts) into a cache folder
 * named by the hash of its sources: built once per content, shared by parallel test files (one
 * builds under a lock, the others wait for its folder). Returns the folder, for `pageDir`.
 */
export async function builtFramePage(): Promise<string> {
  const directory = join(cacheRoot, await sourceHash())
  const lock = `${directory}.lock`
  await mkdir(cacheRoot, { recursive: true })
  for (;;) {
    if (await exists(join(directory, 'index.html'))) return directory
    try {
      await mkdir(lock)
      break
    } catch {
      const since = await stat(lock).then((info) => Date.now() - info.mtimeMs, () => 0)
      if (since > staleLockMs) await rm(lock, { recursive: true, force: true })
      await new Promise((resolve) => setTimeout(resolve, lockPollMs))
    }
  }
  try {
    if (await exists(join(directory, 'index.html'))) return directory
    const building = `${directory}.building-${process.pid}`
    await build({ configFile: join(repository, 'service/frame/vite.config.ts'), logLevel: 'error', build: { outDir: building, emptyOutDir: true } })
    await rm(directory, { recursive: true, force: true })
    await rename(building, directory)
    return directory
  } finally {
    await rm(lock, { recursive: true, force: true })
  }
}
