import { createConnector } from '@wagmi/core'
import type { EvmWalletProvider } from '@portico/adapter-evm'
import { isUserRejection } from '@portico/kernel/extend'
import { ChainNotConfiguredError, ConnectorNotConnectedError } from '@wagmi/core'
import { getAddress, UserRejectedRequestError } from 'viem'
import type { Address, Chain } from 'viem'
import type { ModalConnection } from './ModalConnection.ts'
import { MODAL_CONNECTOR_ID } from './modalConnectorId.ts'

const notConnected = () => new ConnectorNotConnectedError()

/** The kernel's refusal as wagmi and viem name it (`UserRejectedRequestError`), others as they are. */
function asWagmiError(error: unknown): unknown {
  return isUserRejection(error) ? new UserRejectedRequestError(error instanceof Error ? error : new Error(String(error))) : error
}

/**
 * wagmi's connector for the connection made in the modal, whatever connector made it (browser
 * wallets, WalletConnect, the e-mail wallet): its provider is the host's EIP-1193 provider, a
 * chain switch goes through the modal (which follows it), and disconnecting ends the modal's
 * connection. It connects only what the modal connected: wagmi's `connect()` with it resolves
 * with that connection and rejects while there is none (connect in the modal: `open()`).
 * wagmi learns of the modal's connections from the WagmiAdapter, through this connector's emitter.
 */
export function modalConnector(link: ModalConnection) {
  return createConnector<EvmWalletProvider | undefined>((config) => {
    const chainOf = (chainId: number): Chain => {
      const chain = config.chains.find((each) => each.id === chainId)
      if (!chain) throw new ChainNotConfiguredError()
      return chain
    }
    const switchChain = async ({ chainId }: { chainId: number }): Promise<Chain> => {
      const chain = chainOf(chainId)
      const context = link.context()
      if (!context || !link.state()) throw notConnected()
      if (link.state()?.chainId !== chainId) await context.switchNetwork(`eip155:${chainId}`).catch((error: unknown) => Promise.reject(asWagmiError(error)))
      return chain
    }
    return {
      id: MODAL_CONNECTOR_ID,
      name: 'Portico',
      type: MODAL_CONNECTOR_ID,

      // wagmi 3 asks for accounts with capabilities; wagmi 2 passes no such flag.
      async connect(parameters?: { chainId?: number | undefined; isReconnecting?: boolean | undefined; withCapabilities?: boolean | undefined }) {
        if (!link.state()) throw notConnected()
        if (parameters?.chainId !== undefined && !parameters.isReconnecting) await switchChain({ chainId: parameters.chainId })
        const state = link.state()
        if (!state) throw notConnected()
        const accounts = parameters?.withCapabilities ? state.accounts.map((address) => ({ address, capabilities: {} })) : state.accounts
        // The two shapes wagmi's generic return type chooses between by `withCapabilities`.
        return { accounts, chainId: state.chainId } as never
      },

      async disconnect() {
        await link.context()?.disconnect('eip155')
      },

      async getAccounts(): Promise<readonly Address[]> {
        return link.state()?.accounts ?? []
      },

      async getChainId(): Promise<number> {
        const [first] = config.chains
        return link.state()?.chainId ?? first.id
      },

      // Undefined until the EVM adapter loads: wagmi's reconnect then skips this connector
      // instead of waiting, and the modal's connection reaches wagmi through the emitter later.
      getProvider: async () => link.provider(),

      async isAuthorized() {
        return link.state() !== undefined
      },

      switchChain,

      // The WagmiAdapter reports the modal's changes; these are for wagmi's own calls.
      onAccountsChanged(accounts: string[]) {
        if (accounts.length === 0) config.emitter.emit('disconnect')
        else config.emitter.emit('change', { accounts: accounts.map((each) => getAddress(each)) })
      },
      onChainChanged(chainId: string) {
        config.emitter.emit('change', { chainId: Number(chainId) })
      },
      onDisconnect() {
        config.emitter.emit('disconnect')
      },
    }
  })
}
