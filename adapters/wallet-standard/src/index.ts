export { WalletStandardDirectory } from './WalletStandardDirectory.ts'
export type { WalletStandardDirectoryOptions } from './WalletStandardDirectory.ts'
export { WalletStandardWallet } from './WalletStandardWallet.ts'
export { walletConnectorId } from './walletConnectorId.ts'
