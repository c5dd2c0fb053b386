import { spawn } from 'node:child_process'
import { randomInt } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { freePort } from './freePort.ts'
import { listenOnLoopback } from './listenOnLoopback.ts'

/** Two neighbouring ports that nothing listens on, from the top of the port space. */
async function freePair(): Promise<number> {
  for (;;) {
    const low = 62000 + randomInt(3000)
    const servers = await Promise.allSettled([listenOnLoopback(createServer(), low), listenOnLoopback(createServer(), low + 1)])
    await Promise.all(servers.map((result) => (result.status === 'fulfilled' ? result.value.stop() : undefined)))
    if (servers.every((result) => result.status === 'fulfilled')) return low
  }
}

/** The id of a process that has ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''])
  await new Promise((resolve) => child.once('exit', resolve))
  if (child.pid === undefined) throw new Error('no child process')
  return child.pid
}

describe('freePort', () => {
  const directories: string[] = []
  const directory = () => {
    const made = mkdtempSync(join(tmpdir(), 'portico-freeport-'))
    directories.push(made)
    return made
  }
  afterEach(() => {
    for (const made of directories.splice(0)) rmSync(made, { recursive: true, force: true })
  })

  it('picks a port above the ephemeral range, reserved for this process', async () => {
    const port = await freePort()
    const upper = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[1])
    expect(port).toBeGreaterThan(upper)
    expect(readFileSync(join(tmpdir(), 'portico-ports', String(port)), 'utf8')).toBe(String(process.pid))
    // It can be listened on.
    await (await listenOnLoopback(createServer(), port)).stop()
  })

  it('never picks a port another live process has reserved', async () => {
    const low = await freePair()
    // Over 20 fresh picks from the two ports, the random start lands on the reserved one about half
    // the time: a reservation not honoured would show.
    for (let run = 0; run < 20; run += 1) {
      const dir = directory()
      writeFileSync(join(dir, String(low)), String(process.ppid))
      expect(await freePort({ range: [low, low + 1], directory: dir })).toBe(low + 1)
    }
  })

  it('takes over a reservation whose process has ended', async () => {
    const low = await freePair()
    const dir = directory()
    writeFileSync(join(dir, String(low)), String(await deadPid()))
    expect(await freePort({ range: [low, low], directory: dir })).toBe(low)
    expect(readFileSync(join(dir, String(low)), 'utf8')).toBe(String(process.pid))
  })

  it('skips a port something listens on, and gives its reservation back', async () => {
    const low = await freePair()
    const holder = await listenOnLoopback(createServer(), low)
    try {
      for (let run = 0; run < 20; run += 1) {
        const dir = directory()
        expect(await freePort({ range: [low, low + 1], directory: dir })).toBe(low + 1)
        expect(existsSync(join(dir, String(low)))).toBe(false)
      }
    } finally {
      await holder.stop()
    }
  })

  it('says so when every port of its range is taken', async () => {
    const low = await freePair()
    const dir = directory()
    writeFileSync(join(dir, String(low)), String(process.ppid))
    await expect(freePort({ range: [low, low], directory: dir })).rejects.toThrow(`freePort: every port from ${low} to ${low} is reserved or in use`)
  })
})
