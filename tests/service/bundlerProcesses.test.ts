import { createPublicClient, http, parseAbiItem, parseEther } from 'viem'
import type { Address, Hex } from 'viem'
import { createBundlerClient } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil } from '../harness/anvil.ts'
import type { AnvilChain } from '../harness/anvil.ts'
import { bundlerKey } from '../harness/bundlerKey.ts'
import { deploySmartAccounts } from '../harness/deploySmartAccounts.ts'
import { localChainOf } from '../harness/localChainOf.ts'
import { fundAccount } from '../harness/fundAccount.ts'
import type { SmartAccountContracts } from '../harness/SmartAccountContracts.ts'
import { postgresAvailable, startPostgres } from '../../service/src/index/testing/startPostgres.ts'
import type { TestPostgres } from '../../service/src/index/testing/startPostgres.ts'
import type { Service } from '../../service/src/Service.ts'
import { startService } from '../../service/src/startService.ts'
import { safeAccountOf } from '../../service/frame/src/page/safeAccountOf.ts'

const userOperationEvent = parseAbiItem('event UserOperationEvent(bytes32 indexed userOpHash, address indexed sender, address indexed paymaster, uint256 nonce, bool success, uint256 actualGasCost, uint256 actualGasUsed)')

describe.skipIf(!postgresAvailable)('one bundler key on two service processes, on one PostgreSQL', () => {
  let postgres: TestPostgres
  let anvil: AnvilChain
  let contracts: SmartAccountContracts
  let processes: Service[] = []

  beforeAll(async () => {
    ;[postgres, anvil] = await Promise.all([startPostgres(), startAnvil({ chainId: 31337 })])
    contracts = await deploySmartAccounts(anvil.rpcUrl)
    const config = {
      database: { url: await postgres.createDatabase() },
      projects: [{ id: 'demo', config: { features: [] }, allowedOrigins: [] }],
      chains: [{ chainId: 31337, rpcUrl: anvil.rpcUrl }],
      bundler: [{ chainId: 31337, entryPoint: contracts.entryPoint, privateKey: bundlerKey }],
    }
    processes = await Promise.all([startService({ config, port: 0, onIndexerError: () => undefined }), startService({ config, port: 0, onIndexerError: () => undefined })])
  }, 120_000)

  afterAll(async () => {
    await Promise.all(processes.map((each) => each.stop()))
    await anvil?.stop()
    await postgres?.stop()
  })

  /** A funded Safe account whose user operations go through `service`'s bundler over HTTP. */
  async function safeThrough(service: Service) {
    const client = createPublicClient({ chain: await localChainOf(anvil.rpcUrl), transport: http(anvil.rpcUrl) })
    const account = await safeAccountOf(privateKeyToAccount(generatePrivateKey()), client, contracts)
    await fundAccount(anvil.rpcUrl, account.address, parseEther('10'))
    return createBundlerClient({ account, client, transport: http(`${service.url}/v1/bundler?chainId=eip155:31337`), pollingInterval: 50 })
  }

  it('50 pairs of user operations sent through both at once all land, each once, and both answer eth_getUserOperationByHash alike', { timeout: 600_000 }, async () => {
    const [a, b] = processes
    const senders = await Promise.all([safeThrough(a!), safeThrough(b!)])
    const recipients: Address[] = [privateKeyToAccount(generatePrivateKey()).address, privateKeyToAccount(generatePrivateKey()).address]
    const hashes: Hex[] = []
    const failures: string[] = []
    for (let pair = 0; pair < 50; pair++) {
      const results = await Promise.allSettled(senders.map((sender, index) => sender.sendUserOperation({ calls: [{ to: recipients[index]!, value: 1000n }] })))
      for (const result of results) {
        if (result.status === 'fulfilled') hashes.push(result.value)
        else failures.push(`pair ${pair}: ${result.reason instanceof Error ? result.reason.message.split('\n')[0] : String(result.reason)}`)
      }
    }
    expect(failures).toEqual([])
    expect(new Set(hashes).size).toBe(100)

    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    const events = await client.getLogs({ address: contracts.entryPoint, event: userOperationEvent, fromBlock: 0n })
    const landed = events.filter((event) => hashes.includes(event.args.userOpHash!))
    expect(landed).toHaveLength(100)
    expect(landed.every((event) => event.args.success)).toBe(true)
    expect(await Promise.all(recipients.map((recipient) => client.getBalance({ address: recipient })))).toEqual([50_000n, 50_000n])

    const byHash = (service: Service, hash: Hex) =>
      fetch(`${service.url}/v1/bundler?chainId=eip155:31337`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getUserOperationByHash', params: [hash] }) }).then((response) => response.json() as Promise<{ result: { transactionHash: Hex } | null }>)
    for (const hash of hashes) {
      const [onA, onB] = await Promise.all([byHash(a!, hash), byHash(b!, hash)])
      expect(onA.result).toMatchObject({ transactionHash: expect.stringMatching(/^0x[0-9a-f]{64}$/), userOperation: { sender: expect.any(String) } })
      expect(onB).toEqual(onA)
    }
  })
})
