export { bitcoinMainnet } from './bitcoinMainnet.ts'
export { bitcoinTestnet } from './bitcoinTestnet.ts'
