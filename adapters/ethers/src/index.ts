// @portico/adapter-ethers: AppKit's EthersAdapter name for the EVM adapter.
export { EthersAdapter } from './EthersAdapter.ts'
