import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAppKit } from './createAppKit.ts'
import { testNetworks } from './testing/testNetworks.ts'

// Its own file: the page's element registry starts empty (the idle case is in its own file too).
afterEach(() => {
  vi.unstubAllGlobals()
  document.body.replaceChildren()
})

describe('createAppKit on a page that already holds a web component', () => {
  it('defines them at once, without waiting for the browser to be idle', async () => {
    // The browser never idles here: only the at-once path can define the elements.
    vi.stubGlobal('requestIdleCallback', () => 1)
    vi.stubGlobal('cancelIdleCallback', () => {})
    document.body.innerHTML = '<w3m-network-button></w3m-network-button>'
    const appKit = createAppKit({ projectId: 'test', networks: [testNetworks.ethereum], adapters: [] })
    await customElements.whenDefined('w3m-network-button')
    expect(customElements.get('w3m-network-button')).toBeDefined()
    expect(customElements.get('appkit-button')).toBeDefined()
    appKit.destroy()
  })
})
