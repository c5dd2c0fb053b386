import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startProjectService } from './projectService.ts'
import type { ProjectService } from './projectService.ts'
import { testProjectConfig } from './testProjectConfig.ts'

describe('the project service hung and resumed', () => {
  let service: ProjectService
  const configPath = '/projects/portico-demo/config'

  // The real service starts PGlite (initdb in WebAssembly): seconds on a loaded machine.
  beforeAll(async () => {
    service = await startProjectService({ chains: [] })
  }, 60_000)

  afterAll(async () => {
    await service?.stop()
  })

  it('holds requests unanswered while hung, then answers them, with what it answers at resume, and the later ones', async () => {
    service.hang()
    let answered = false
    const request = fetch(`${service.url}${configPath}`).then((response) => {
      answered = true
      return response.json()
    })
    await expect.poll(() => service.held()).toEqual([configPath])
    expect(answered).toBe(false)
    const changed = { features: testProjectConfig.features.filter((feature) => feature.id !== 'swap') }
    service.setConfig(changed)
    expect(service.resume()).toEqual([configPath])
    expect(await request).toEqual(changed)
    expect(service.held()).toEqual([])
    expect((await fetch(`${service.url}/projects/other/origins`)).status).toBe(403)
    service.setConfig(testProjectConfig)
  })

  it('forgets a held request its client gave up on', async () => {
    service.hang()
    const client = new AbortController()
    const request = fetch(`${service.url}${configPath}`, { signal: client.signal }).catch((error: unknown) => error)
    await expect.poll(() => service.held()).toEqual([configPath])
    client.abort()
    await request
    await expect.poll(() => service.held()).toEqual([])
    expect(service.resume()).toEqual([])
  })
})
