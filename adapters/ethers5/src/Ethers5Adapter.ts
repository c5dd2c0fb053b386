import { EthersAdapter } from '@portico/adapter-ethers'

/**
 * AppKit's `Ethers5Adapter` (`adapters: [new Ethers5Adapter()]`): the EVM chain adapter, as
 * `EthersAdapter` gives it. The wallet work stays on viem, so nothing here depends on the ethers
 * version; an ethers v5 host wraps `useAppKitProvider('eip155').walletProvider` in
 * `new ethers.providers.Web3Provider(...)`. WalletConnect comes with it, as in AppKit.
 */
export class Ethers5Adapter extends EthersAdapter {}
