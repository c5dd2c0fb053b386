import { describe, expect, it } from 'vitest'
import { modalUi } from './modalUi.ts'
import { webComponentSelector } from './model/webComponentSelector.ts'
import { Logger } from './services/Logger.ts'

// The kernel's default UI plugin loads two modules of the UI package by name; uiModules.d.ts
// declares their shapes from the kernel's side. This loads the real modules, so a module renamed,
// moved or reshaped in @portico/ui fails here rather than on a host's first open.
describe('modalUi, the default UI plugin', () => {
  it('loads the modal module, which has mountModal', async () => {
    const module = await modalUi.loadModal()
    expect(typeof module.mountModal).toBe('function')
  })

  it('loads the elements module and defines every web component its selector names', async () => {
    const tags = webComponentSelector.split(',')
    expect(tags.filter((tag) => customElements.get(tag) !== undefined)).toEqual([])
    await modalUi.defineElements(new Logger('error'))
    expect(tags.filter((tag) => customElements.get(tag) === undefined)).toEqual([])
  })
})
