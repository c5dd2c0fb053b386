// @portico/adapter-ethers5: AppKit's Ethers5Adapter name for the EVM adapter.
export { Ethers5Adapter } from './Ethers5Adapter.ts'
