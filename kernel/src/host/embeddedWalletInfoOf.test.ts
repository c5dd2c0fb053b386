import { describe, expect, it } from 'vitest'
import type { Connector } from '../model/Connector.ts'
import type { ConnectorUser } from '../contracts/ConnectorUser.ts'
import type { NamespaceConnection } from '../store/ConnectionsStore.ts'
import type { RootStore } from '../RootStore.ts'
import { embeddedWalletInfoOf } from './embeddedWalletInfoOf.ts'

const connectors: Connector[] = [
  { id: 'ID_AUTH', type: 'AUTH', name: 'Email & Socials', namespaces: ['eip155'] },
  { id: 'eip155:announced', type: 'ANNOUNCED', name: 'Harbor Wallet', namespaces: ['eip155'] },
]
const address = '0x52908400098527886E0F7030069857D2E4169EE7'

/** The registry's part the function reads: the connectors, and the AUTH connector's adapter telling its user. */
function storeWith(user: ConnectorUser | undefined): Pick<RootStore, 'adapters'> {
  const adapters = {
    connectors,
    userRevision: 0,
    connectorAdapter: (connectorId: string) => (connectorId === 'ID_AUTH' ? { user: (id: string) => (id === 'ID_AUTH' ? user : undefined) } : undefined),
  }
  return { adapters } as unknown as Pick<RootStore, 'adapters'>
}

const connection = (connectorId: string, type: 'eoa' | 'smartAccount' = 'eoa'): NamespaceConnection => ({
  status: 'connected',
  accounts: [{ namespace: 'eip155', address, type }],
  caipAddress: `eip155:1:${address}`,
  connectorId,
  caipNetworkId: 'eip155:1',
})

describe('embeddedWalletInfoOf (SPEC §3 connected-account view)', () => {
  it('an e-mail login: the user by e-mail, authProvider email, the account type', () => {
    const store = storeWith({ email: 'ada@portico.example' })
    expect(embeddedWalletInfoOf(store, connection('ID_AUTH'))).toEqual({ user: { email: 'ada@portico.example' }, authProvider: 'email', accountType: 'eoa', isSmartAccountDeployed: false })
  })

  it('a social login: the provider and user name; a smart account is deployed only when the connector read it so', () => {
    const store = storeWith({ username: 'ada', authProvider: 'github', accountType: 'smartAccount', isSmartAccountDeployed: false })
    expect(embeddedWalletInfoOf(store, connection('ID_AUTH'))).toEqual({ user: { username: 'ada' }, authProvider: 'github', accountType: 'smartAccount', isSmartAccountDeployed: false })
    const deployed = storeWith({ username: 'ada', authProvider: 'github', accountType: 'smartAccount', isSmartAccountDeployed: true })
    expect(embeddedWalletInfoOf(deployed, connection('ID_AUTH'))?.isSmartAccountDeployed).toBe(true)
  })

  it("the connection's account type when the connector tells none", () => {
    const store = storeWith({ email: 'ada@portico.example' })
    expect(embeddedWalletInfoOf(store, connection('ID_AUTH', 'smartAccount'))?.accountType).toBe('smartAccount')
  })

  it('none for a connection through another kind of connector', () => {
    const store = storeWith({ email: 'ada@portico.example' })
    expect(embeddedWalletInfoOf(store, connection('eip155:announced'))).toBeUndefined()
  })
})
