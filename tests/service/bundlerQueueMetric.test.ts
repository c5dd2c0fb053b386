import { createPublicClient, http, parseEther } from 'viem'
import { createBundlerClient } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil } from '../harness/anvil.ts'
import type { AnvilChain } from '../harness/anvil.ts'
import { bundlerKey } from '../harness/bundlerKey.ts'
import { deploySmartAccounts } from '../harness/deploySmartAccounts.ts'
import { localChainOf } from '../harness/localChainOf.ts'
import { safeAccountOf } from '../../service/frame/src/page/safeAccountOf.ts'
import { fundAccount } from '../harness/fundAccount.ts'
import type { SmartAccountContracts } from '../harness/SmartAccountContracts.ts'
import { bundlerLockName } from '../../service/src/bundler/bundlerLockName.ts'
import type { Service } from '../../service/src/Service.ts'
import { startService } from '../../service/src/startService.ts'

const sender = privateKeyToAccount(bundlerKey).address

describe('the bundler queue in /metrics', () => {
  let anvil: AnvilChain
  let contracts: SmartAccountContracts
  let service: Service

  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 31337 })
    contracts = await deploySmartAccounts(anvil.rpcUrl)
    service = await startService({
      port: 0,
      onIndexerError: () => undefined,
      config: {
        database: { memory: true },
        projects: [{ id: 'demo', config: { features: [] }, allowedOrigins: [] }],
        chains: [{ chainId: 31337, rpcUrl: anvil.rpcUrl }],
        bundler: [{ chainId: 31337, entryPoint: contracts.entryPoint, privateKey: bundlerKey }],
      },
    })
  }, 120_000)

  afterAll(async () => {
    await service?.stop()
    await anvil?.stop()
  })

  /** A funded Safe account of its own whose user operations go through the service's bundler over HTTP. */
  async function safeAccount() {
    const client = createPublicClient({ chain: await localChainOf(anvil.rpcUrl), transport: http(anvil.rpcUrl) })
    const account = await safeAccountOf(privateKeyToAccount(generatePrivateKey()), client, contracts)
    await fundAccount(anvil.rpcUrl, account.address, parseEther('1'))
    // The operations wait in the queue as long as the test holds the key's lock.
    return createBundlerClient({ account, client, transport: http(`${service.url}/v1/bundler?chainId=eip155:31337`, { timeout: 300_000 }), pollingInterval: 50 })
  }

  const queued = async () => {
    const text = await (await fetch(`${service.url}/metrics`)).text()
    const match = new RegExp(`^portico_bundler_queue\\{chain="31337",key="${sender}"\\} (\\d+)$`, 'm').exec(text)
    return match ? Number(match[1]) : undefined
  }

  it('counts the user operations waiting for their bundle, by chain and key, and is 0 again once they landed', { timeout: 300_000 }, async () => {
    const accounts = await Promise.all([safeAccount(), safeAccount(), safeAccount()])
    expect(await queued()).toBe(0)
    // The test holds the key's lock, as a bundle of another process would: the three operations queue behind it.
    let release: () => void = () => undefined
    const holding = service.database.withLock(bundlerLockName(31337, sender), () => new Promise<void>((resolve) => (release = resolve)))
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const sent = accounts.map((account) => account.sendUserOperation({ calls: [{ to: recipient, value: 1000n }] }))
    await expect.poll(queued, { timeout: 120_000, interval: 50 }).toBe(3)
    release()
    await holding
    const hashes = await Promise.all(sent)
    expect(await queued()).toBe(0)
    const receipts = await Promise.all(hashes.map((hash, index) => accounts[index]!.waitForUserOperationReceipt({ hash })))
    expect(receipts.map((receipt) => receipt.success)).toEqual([true, true, true])
    expect(await createPublicClient({ transport: http(anvil.rpcUrl) }).getBalance({ address: recipient })).toBe(3000n)
  })
})
