import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Connection, Keypair, LAMPORTS_PER_SOL } from '@solana/web3.js'
import { afterAll, describe, expect, it } from 'vitest'
import { startSolanaRpc } from '../../../tests/harness/solana/startSolanaRpc.ts'
import { createSolanaAdapter } from './createSolanaAdapter.ts'
import { solanaLocalnet } from './networks/solanaLocalnet.ts'
import { solanaRecordingContext } from './testing/solanaRecordingContext.ts'

const rpc = await startSolanaRpc()
// A real HTTP server standing for an RPC node that is down: every request is a 503.
let downRequests = 0
const down = createServer((_request, response) => {
  downRequests += 1
  response.writeHead(503, { 'content-type': 'text/plain' }).end('unavailable')
})
await new Promise<void>((resolve) => down.listen(0, '127.0.0.1', resolve))
afterAll(async () => {
  await new Promise((resolve) => down.close(resolve))
  await rpc.stop()
})
const downUrl = `http://127.0.0.1:${(down.address() as AddressInfo).port}`

describe('SPEC §9 RPC: the Solana adapter uses every RPC url of a network, with the retries and the fallback', () => {
  it('reads the SOL balance through the second url after the first has used its 3 retries', async () => {
    const owner = Keypair.generate()
    const local = new Connection(rpc.rpcUrl, 'confirmed')
    await local.confirmTransaction({ signature: await local.requestAirdrop(owner.publicKey, 2 * LAMPORTS_PER_SOL), ...(await local.getLatestBlockhash()) })
    const network = { ...solanaLocalnet(rpc.rpcUrl), rpcUrls: { default: { http: [downUrl] }, backup: { http: [rpc.rpcUrl] } } }
    const adapter = createSolanaAdapter(solanaRecordingContext([network]), { discover: false })
    downRequests = 0
    expect(await adapter.getBalances(owner.publicKey.toBase58(), network)).toEqual([
      { name: 'Solana', symbol: 'SOL', chainId: 'solana:localnet', quantity: { decimals: '9', numeric: '2' } },
    ])
    expect(downRequests).toBe(4)
    // The host's Connection (useAppKitConnection) is the same: its reads fall back too.
    expect(await adapter.extensions['solana:connection'].connection(network).getBalance(owner.publicKey)).toBe(2 * LAMPORTS_PER_SOL)
  })

  it('takes the host\'s urls for the network in the adapter\'s rpcUrls, all of them', async () => {
    const network = solanaLocalnet('http://127.0.0.1:9')
    const adapter = createSolanaAdapter(solanaRecordingContext([network]), { discover: false, rpcUrls: { [network.caipNetworkId]: [downUrl, rpc.rpcUrl] } })
    const owner = Keypair.generate().publicKey
    expect(await adapter.extensions['solana:connection'].connection(network).getBalance(owner)).toBe(0)
  })
})
