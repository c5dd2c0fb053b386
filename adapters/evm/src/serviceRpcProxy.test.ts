import { createPublicClient, formatEther, http } from 'viem'
import { afterAll, describe, expect, it } from 'vitest'
import { startAnvil } from '../../../tests/harness/anvil.ts'
import { anvilAccounts } from '../../../tests/harness/anvilAccounts.ts'
import { startService } from '../../../service/src/startService.ts'
import { evm } from './evm.ts'
import { anvilNetwork } from './testing/anvilNetwork.ts'
import { recordingContext } from './testing/recordingContext.ts'

const chainId = 31337
const chain = await startAnvil({ chainId })
const service = await startService({
  port: 0,
  onIndexerError: () => undefined,
  config: { database: { memory: true }, projects: [{ id: 'rpc-proxy-test', config: { features: [] }, allowedOrigins: [] }], chains: [{ chainId, rpcUrl: chain.rpcUrl }] },
})
afterAll(async () => {
  await service.stop()
  await chain.stop()
})
// The host gave no RPC url for the network: only the service knows the chain's node.
const network = { ...anvilNetwork(chainId, chain.rpcUrl), rpcUrls: {} }
const [holder] = anvilAccounts()

describe('SPEC §7 chain RPC: the EVM adapter reads a network without an RPC url through the project service\'s proxy', () => {
  it('reads the native balance on anvil through {service}/v1/?chainId&projectId', async () => {
    const context = { ...recordingContext([network]), projectId: 'rpc-proxy-test', projectServiceUrl: service.url }
    const adapter = await evm({ discover: false }).load(context)
    const [native] = await adapter.getBalances!(holder!.address, network)
    const expected = await createPublicClient({ transport: http(chain.rpcUrl) }).getBalance({ address: holder!.address })
    expect(native).toMatchObject({ symbol: 'ETH', quantity: { decimals: '18' } })
    expect(native!.quantity.numeric).toBe(formatEther(expected))
    adapter.destroy?.()
  })

  it('has no way to read it without a project service: SPEC §8\'s "No URL was provided to the Transport"', async () => {
    const adapter = await evm({ discover: false }).load({ ...recordingContext([network]), projectId: 'rpc-proxy-test' })
    await expect(adapter.getBalances!(holder!.address, network)).rejects.toThrow('No URL was provided to the Transport')
    adapter.destroy?.()
  })
})
