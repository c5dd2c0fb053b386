import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil } from '../../../tests/harness/anvil.ts'
import type { AnvilChain } from '../../../tests/harness/anvil.ts'
import { bundlerKey } from '../../../tests/harness/bundlerKey.ts'
import { deploySmartAccounts } from '../../../tests/harness/deploySmartAccounts.ts'
import type { SmartAccountContracts } from '../../../tests/harness/SmartAccountContracts.ts'
import type { Service } from '../Service.ts'
import { startService } from '../startService.ts'

const quiet = () => undefined

// The user operations themselves, with a real Safe account, are in tests/harness/deploySmartAccounts.test.ts.
describe('POST /v1/bundler', () => {
  let anvil: AnvilChain
  let contracts: SmartAccountContracts
  let service: Service

  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 31337 })
    contracts = await deploySmartAccounts(anvil.rpcUrl)
    service = await startService({
      port: 0,
      onIndexerError: quiet,
      config: {
        database: { memory: true },
        projects: [{ id: 'demo', config: { features: [] }, allowedOrigins: ['http://localhost'] }],
        chains: [{ chainId: 31337, rpcUrl: anvil.rpcUrl }],
        bundler: [{ chainId: 31337, entryPoint: contracts.entryPoint, privateKey: bundlerKey }],
      },
    })
  }, 60_000)

  afterAll(async () => {
    await service?.stop()
    await anvil?.stop()
  })

  const call = async (chainId: string, body: unknown) => {
    const response = await fetch(`${service.url}/v1/bundler?chainId=${chainId}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    return { status: response.status, body: (await response.json()) as unknown }
  }
  const rpc = (method: string, params: unknown[]) => call('eip155:31337', { jsonrpc: '2.0', id: 7, method, params })

  it('answers the chain and its EntryPoint', async () => {
    expect(await rpc('eth_chainId', [])).toEqual({ status: 200, body: { jsonrpc: '2.0', id: 7, result: '0x7a69' } })
    expect(await rpc('eth_supportedEntryPoints', [])).toEqual({ status: 200, body: { jsonrpc: '2.0', id: 7, result: [contracts.entryPoint] } })
  })

  it('estimates conservatively for an account still to be deployed', async () => {
    const sender = privateKeyToAccount(bundlerKey).address
    const answer = await rpc('eth_estimateUserOperationGas', [{ sender, nonce: '0x0', callData: '0x', signature: '0x' }, contracts.entryPoint])
    expect(answer.body).toMatchObject({ result: { verificationGasLimit: '0x16e360', callGasLimit: '0x7a120', preVerificationGas: '0xea60' } })
  })

  it('refuses bad params (-32602), another EntryPoint, an unknown method (-32601), a non-request (-32600) and a chain it does not bundle for (400)', async () => {
    expect(await rpc('eth_sendUserOperation', [{ sender: 'nope' }, contracts.entryPoint])).toMatchObject({ body: { id: 7, error: { code: -32602, message: expect.stringContaining('Invalid params of eth_sendUserOperation') } } })
    expect(await rpc('eth_getUserOperationReceipt', ['0x1234'])).toMatchObject({ body: { error: { code: -32602 } } })
    const op = { sender: contracts.entryPoint, nonce: '0x0', callData: '0x', signature: '0x' }
    expect(await rpc('eth_sendUserOperation', [op, '0x0000000000000000000000000000000000000001'])).toMatchObject({ body: { error: { code: -32602, message: expect.stringContaining('Unsupported EntryPoint') } } })
    expect(await rpc('eth_sendUserOperation', [op, contracts.entryPoint])).toMatchObject({ body: { error: { code: -32602, message: expect.stringContaining('no callGasLimit') } } })
    expect(await rpc('eth_sendRawTransaction', ['0x'])).toMatchObject({ body: { error: { code: -32601 } } })
    expect(await call('31337', { method: 'eth_chainId' })).toMatchObject({ status: 200, body: { error: { code: -32600 } } })
    expect(await call('eip155:1', { jsonrpc: '2.0', id: 1, method: 'eth_chainId' })).toMatchObject({ status: 400 })
  })

  it('answers null for a user operation it does not know', async () => {
    const hash = `0x${'ab'.repeat(32)}`
    expect(await rpc('eth_getUserOperationReceipt', [hash])).toMatchObject({ body: { result: null } })
    expect(await rpc('eth_getUserOperationByHash', [hash])).toMatchObject({ body: { result: null } })
  })
})
