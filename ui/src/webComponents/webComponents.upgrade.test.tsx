import { act, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createAppKit } from '../../../kernel/src/createAppKit.ts'
import { testNetworks } from '../../../kernel/src/testing/testNetworks.ts'

// Its own file, so its page's registry has nothing defined yet: the elements are written into the
// page first, as a plain HTML host does, and createAppKit defines them afterwards.
afterEach(() => {
  document.body.replaceChildren()
})

describe('AppKit web components in a page before createAppKit', () => {
  it('are plain unknown elements until createAppKit defines them, then upgrade and render', async () => {
    document.body.innerHTML = '<appkit-button label="Sign in"></appkit-button><w3m-network-button></w3m-network-button>'
    const [button, network] = [...document.body.children] as HTMLElement[]
    expect(customElements.get('appkit-button')).toBeUndefined()
    expect(button?.shadowRoot).toBeNull()

    const appKit = createAppKit({ projectId: 'test', networks: [testNetworks.ethereum], adapters: [] })
    await act(async () => {
      await customElements.whenDefined('appkit-button')
    })
    await waitFor(() => expect(button?.shadowRoot?.querySelector('button')?.textContent).toBe('Sign in'))
    expect(network?.shadowRoot?.querySelector('button')?.textContent).toBe('Ethereum')
    await act(async () => document.body.replaceChildren())
    appKit.destroy()
  })
})
