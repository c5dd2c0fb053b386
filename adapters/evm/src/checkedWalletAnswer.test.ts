import { ProviderError } from '@portico/kernel'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, describe, expect, it } from 'vitest'
import { startAnvil } from '../../../tests/harness/anvil.ts'
import { createTestWallet } from '../../../tests/harness/testWallet/createTestWallet.ts'
import { evm } from './evm.ts'
import { anvilNetwork } from './testing/anvilNetwork.ts'
import { recordingContext } from './testing/recordingContext.ts'

const chain = await startAnvil({ chainId: 31337 })
afterAll(() => chain.stop())
const network = anvilNetwork(31337, chain.rpcUrl)
const receiver = mnemonicToAccount('test test test test test test test test test test test junk', { addressIndex: 4 }).address

/** The test wallet, whose answers to the listed methods are replaced, as a faulty wallet's would be. */
async function adapterWithAnswers(answers: Record<string, unknown>) {
  const wallet = createTestWallet({ chains: { 31337: chain.rpcUrl } })
  const provider = {
    ...wallet.provider,
    request: async (args: { method: string; params?: unknown }) => {
      const real = await wallet.provider.request(args)
      return args.method in answers ? answers[args.method] : real
    },
  }
  const adapter = await evm({ connectors: [{ id: 'faulty', name: 'Faulty Wallet', provider }], discover: false }).load(recordingContext([network]))
  const { accounts } = await adapter.connect('faulty')
  return { adapter, address: accounts[0]!.address }
}

async function failure(run: () => Promise<unknown>): Promise<unknown> {
  return run().then(() => 'resolved', (error: unknown) => error)
}

describe('SPEC §5 formats of what a wallet answers', () => {
  it('a wallet that answers personal_sign with less than 62 hex digits is a clear error; a real signature passes', async () => {
    const faulty = await adapterWithAnswers({ personal_sign: '0x1234' })
    const error = await failure(() => faulty.adapter.signMessage!('hello', faulty.address))
    expect(error).toBeInstanceOf(ProviderError)
    expect((error as ProviderError).shortMessage).toBe('The wallet answered with something that is not a signature: "0x1234"')
    faulty.adapter.destroy?.()
    const sound = await adapterWithAnswers({})
    expect(await sound.adapter.signMessage!('hello', sound.address)).toMatch(/^0x[0-9a-f]{130}$/)
    sound.adapter.destroy?.()
  })

  it('a wallet that answers eth_sendTransaction with no transaction hash is a clear error, for transfers and calls alike', async () => {
    const faulty = await adapterWithAnswers({ eth_sendTransaction: 'sent!' })
    const transfer = await failure(() => faulty.adapter.extensions['eip155:transfer'].sendTransaction({ to: receiver, value: 1n }))
    expect((transfer as ProviderError).shortMessage).toBe('The wallet answered with something that is not a transaction hash: "sent!"')
    const call = await failure(() => faulty.adapter.extensions['eip155:calls'].sendCall({ to: receiver, data: '0x' }, network))
    expect((call as ProviderError).shortMessage).toBe('The wallet answered with something that is not a transaction hash: "sent!"')
    faulty.adapter.destroy?.()
  })
})
