import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAppKit } from './createAppKit.ts'
import { testNetworks } from './testing/testNetworks.ts'

// Its own file: the page's element registry starts empty (the at-once case is in its own file too).
afterEach(() => {
  vi.unstubAllGlobals()
  document.body.replaceChildren()
})

describe('createAppKit on a page without web components', () => {
  it('defines them once the browser is idle (a React host loads none of their code before that)', async () => {
    const idle: (() => void)[] = []
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback))
    vi.stubGlobal('cancelIdleCallback', () => {})
    const appKit = createAppKit({ projectId: 'test', networks: [testNetworks.ethereum], adapters: [] })
    // The element a JSX host renders after createAppKit: unknown until the browser idles.
    document.body.innerHTML = '<appkit-button></appkit-button>'
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(customElements.get('appkit-button')).toBeUndefined()
    for (const callback of idle.splice(0)) callback()
    await customElements.whenDefined('appkit-button')
    expect(customElements.get('appkit-button')).toBeDefined()
    expect(document.querySelector('appkit-button')?.shadowRoot).not.toBeNull()
    appKit.destroy()
  })
})
