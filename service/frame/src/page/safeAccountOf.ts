import { toSafeSmartAccount } from 'permissionless/accounts'
import type { Chain, LocalAccount, PublicClient, Transport } from 'viem'
import type { SmartAccountNetwork } from './SmartAccountNetwork.ts'

/**
 * The Safe smart account (1.4.1, EntryPoint v0.7, through Safe4337Module) a key owns alone on a
 * chain with `contracts`: permissionless's `toSafeSmartAccount` over those addresses. The page signs
 * and sends with it (loaded with the first smart account); tests compute the same account with it.
 */
export function safeAccountOf(owner: LocalAccount, client: PublicClient<Transport, Chain>, contracts: SmartAccountNetwork['contracts']) {
  return toSafeSmartAccount({
    client,
    owners: [owner],
    version: '1.4.1',
    entryPoint: { address: contracts.entryPoint, version: '0.7' },
    safe4337ModuleAddress: contracts.safe4337Module,
    safeModuleSetupAddress: contracts.safeModuleSetup,
    safeProxyFactoryAddress: contracts.safeProxyFactory,
    safeSingletonAddress: contracts.safeSingleton,
    multiSendAddress: contracts.multiSend,
    multiSendCallOnlyAddress: contracts.multiSendCallOnly,
  })
}
