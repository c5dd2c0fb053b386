export { bitcoin } from './bitcoin.ts'
export type { BitcoinAdapterDefinition } from './bitcoin.ts'
export type { BitcoinAdapter } from './BitcoinAdapter.ts'
export type { BitcoinOptions } from './BitcoinOptions.ts'
