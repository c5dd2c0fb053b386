import { bench, describe } from 'vitest'
import { evm } from '../../adapters/evm/src/evm.ts'
import { solana } from '../../adapters/solana/src/solana.ts'
import { createAppKit } from './createAppKit.ts'
import { decodeOptions } from './config/decodeOptions.ts'

const networks = [
  { id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } },
  { id: 10, name: 'OP Mainnet', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } } },
]
const options = { projectId: 'bench', networks, adapters: [evm(), solana()], metadata: { name: 'Bench', description: 'A bench', url: 'http://127.0.0.1', icons: [] } }

// What a host pays before its first render: building the instance (options decoded, stores made).
describe('startup', () => {
  bench('createAppKit with two adapters, then destroy', () => {
    createAppKit(options).destroy()
  })

  bench('decode the options', () => {
    decodeOptions(options)
  })
})

describe('router', () => {
  const appKit = createAppKit({ projectId: 'bench', networks })
  const { router } = appKit.store
  bench('100 pushes and 100 backs', () => {
    router.reset('Connect')
    for (let index = 0; index < 100; index++) router.push(index % 2 === 0 ? 'Networks' : 'AllWallets')
    for (let index = 0; index < 100; index++) router.goBack()
  })
})
