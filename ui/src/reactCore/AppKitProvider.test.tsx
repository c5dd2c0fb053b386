import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { currentAppKit } from '../../../kernel/src/currentAppKit.ts'
import { ConfigError } from '../../../kernel/src/errors.ts'
import { mainnet } from '../../../networks/src/mainnet.ts'
import { useAppKitNetwork } from '../react/useAppKitNetwork.ts'
import { AppKitProvider } from './index.ts'

function NetworkName() {
  return <p>{useAppKitNetwork().caipNetwork?.name ?? 'none'}</p>
}

// A universal provider's methods (the core createAppKit checks them); nothing here connects.
const universalProvider = {
  connect: async () => undefined,
  request: async () => undefined,
  disconnect: async () => undefined,
  setDefaultChain: () => undefined,
  on: () => undefined,
  removeListener: () => undefined,
}

afterEach(() => {
  cleanup()
  currentAppKit()?.destroy()
  localStorage.clear()
})

describe('AppKitProvider of @portico/kernel/react-core', () => {
  it("creates the instance with the core entry's createAppKit: the host's universal provider, its networks", () => {
    render(
      <AppKitProvider projectId="core-provider" networks={[mainnet]} universalProvider={universalProvider}>
        <NetworkName />
      </AppKitProvider>,
    )
    expect(currentAppKit()).toBeDefined()
    screen.getByText(mainnet.name)
  })

  it("refuses options without a universal provider as the core createAppKit does", () => {
    expect(() =>
      render(
        // @ts-expect-error: a JavaScript host's options without the provider, which the types refuse too
        <AppKitProvider projectId="core-provider" networks={[mainnet]}>
          <NetworkName />
        </AppKitProvider>,
      ),
    ).toThrow(ConfigError)
    expect(currentAppKit()).toBeUndefined()
  })
})
