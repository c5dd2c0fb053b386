import { createPublicClient, custom, encodeFunctionData, http, parseAbi, parseEther } from 'viem'
import type { Address } from 'viem'
import { createBundlerClient } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bundlerOf } from '../../service/src/bundler/bundlerOf.ts'
import type { Bundler } from '../../service/src/bundler/Bundler.ts'
import type { Database } from '../../service/src/Database.ts'
import { migrate } from '../../service/src/migrate.ts'
import { openDatabase } from '../../service/src/openDatabase.ts'
import { startAnvil } from './anvil.ts'
import type { AnvilChain } from './anvil.ts'
import { bundlerKey } from './bundlerKey.ts'
import { deploySmartAccounts } from './deploySmartAccounts.ts'
import type { SmartAccountContracts } from './SmartAccountContracts.ts'
import { fundAccount } from './fundAccount.ts'
import { localChainOf } from './localChainOf.ts'
import { safeAccountOf } from '../../service/frame/src/page/safeAccountOf.ts'
import { safeAddressOf } from './safeAddressOf.ts'

let chain: AnvilChain
let contracts: SmartAccountContracts
let bundler: Bundler
let database: Database

beforeAll(async () => {
  chain = await startAnvil({ chainId: 31337 })
  contracts = await deploySmartAccounts(chain.rpcUrl)
  database = await openDatabase({ memory: true })
  await migrate(database)
  bundler = bundlerOf({ chainId: 31337, rpcUrl: chain.rpcUrl, entryPoint: contracts.entryPoint, privateKey: bundlerKey, database })
}, 60_000)

afterAll(async () => {
  await database?.close()
  await chain?.stop()
})

async function safeAccount() {
  const client = createPublicClient({ chain: await localChainOf(chain.rpcUrl), transport: http(chain.rpcUrl) })
  const account = await safeAccountOf(privateKeyToAccount(generatePrivateKey()), client, contracts)
  const bundlerClient = createBundlerClient({ account, client, transport: custom({ request: ({ method, params }) => bundler.answer(method, params) }), pollingInterval: 50 })
  return { client, account, bundlerClient }
}

describe('deploySmartAccounts', () => {
  it('deploys the EntryPoint and the Safe 4337 stack at fixed addresses', async () => {
    expect(contracts).toEqual({
      entryPoint: '0x035Bb3751750C45e92cDb6b62437EeDe22180335',
      safeSingleton: '0x4b9FAA5e3B15663ED703D6BF88bFA1b6fB96C650',
      safeProxyFactory: '0x07e1286423171066e8D7a66ABd3110DA6eF45483',
      multiSend: '0x0771CCaeac6076a8b8CEF0c4f7ccc58593c5adb9',
      multiSendCallOnly: '0xfa03b21B218e6BdEc39D27ed75F0F35e199A8F9f',
      safeModuleSetup: '0x0573ac528e22AF670370d9f308E6dE396e728bEa',
      safe4337Module: '0xaCcD288798c414F9593b767978e28048301fe054',
    })
  })

  it('a Safe account signs verifiably before and after its first user operation deploys it, which moves the exact amount', async () => {
    const { client, account, bundlerClient } = await safeAccount()
    await fundAccount(chain.rpcUrl, account.address, parseEther('10'))
    expect(await client.getCode({ address: account.address })).toBeUndefined()
    const before = await account.signMessage({ message: 'hello before' })
    expect(await client.verifyMessage({ address: account.address, message: 'hello before', signature: before })).toBe(true)

    const recipient: Address = privateKeyToAccount(generatePrivateKey()).address
    const hash = await bundlerClient.sendUserOperation({ calls: [{ to: recipient, value: 12345n }] })
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash })
    expect(receipt.success).toBe(true)
    expect(await client.getCode({ address: account.address })).toMatch(/^0x[0-9a-f]{10,}/)
    expect(await client.getBalance({ address: recipient })).toBe(12345n)

    const after = await account.signMessage({ message: 'hello after' })
    expect(await client.verifyMessage({ address: account.address, message: 'hello after', signature: after })).toBe(true)
  }, 60_000)

  it('safeAddressOf, from the owner\'s address alone, gives the address of the Safe the owner\'s key makes, a different one for another owner', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const client = createPublicClient({ chain: await localChainOf(chain.rpcUrl), transport: http(chain.rpcUrl) })
    const made = await safeAccountOf(owner, client, contracts)
    expect(await safeAddressOf(owner.address, { chainId: chain.chainId, rpcUrl: chain.rpcUrl }, contracts)).toBe(made.address)
    expect(await safeAddressOf(privateKeyToAccount(generatePrivateKey()).address, { chainId: chain.chainId, rpcUrl: chain.rpcUrl }, contracts)).not.toBe(made.address)
  })

  it('batches atomically: both calls land, or neither when one reverts', async () => {
    const { client, account, bundlerClient } = await safeAccount()
    await fundAccount(chain.rpcUrl, account.address, parseEther('10'))
    const [first, second] = [privateKeyToAccount(generatePrivateKey()).address, privateKeyToAccount(generatePrivateKey()).address]
    const both = await bundlerClient.sendUserOperation({ calls: [{ to: first, value: 1n }, { to: second, value: 2n }] })
    expect((await bundlerClient.waitForUserOperationReceipt({ hash: both })).success).toBe(true)
    expect([await client.getBalance({ address: first }), await client.getBalance({ address: second })]).toEqual([1n, 2n])

    // The EntryPoint has no fallback: a call to it with unknown data reverts.
    const reverting = encodeFunctionData({ abi: parseAbi(['function noSuchFunction()']), functionName: 'noSuchFunction' })
    const neither = await bundlerClient.sendUserOperation({ calls: [{ to: first, value: 5n }, { to: contracts.entryPoint, data: reverting }] })
    const failed = await bundlerClient.waitForUserOperationReceipt({ hash: neither })
    expect(failed.success).toBe(false)
    expect(await client.getBalance({ address: first })).toBe(1n)
  }, 60_000)

  it('the bundler refuses bad params with -32602 and an op the EntryPoint refuses with its AA text', async () => {
    await expect(bundler.answer('eth_sendUserOperation', [{ sender: 'nope' }, contracts.entryPoint])).rejects.toMatchObject({ code: -32602 })
    await expect(bundler.answer('eth_sendUserOperation', [{}, '0x0000000000000000000000000000000000000001'])).rejects.toMatchObject({ code: -32602 })
    await expect(bundler.answer('eth_getUserOperationReceipt', ['0x12'])).rejects.toMatchObject({ code: -32602 })
    await expect(bundler.answer('eth_supportedEntryPoints', [])).resolves.toEqual([contracts.entryPoint])
    await expect(bundler.answer('eth_chainId', [])).resolves.toBe('0x7a69')
    // Not funded: the account cannot pay the EntryPoint its prefund.
    const { bundlerClient } = await safeAccount()
    await expect(bundlerClient.sendUserOperation({ calls: [{ to: contracts.entryPoint, value: 1n }] })).rejects.toThrow(/AA21 didn't pay prefund/)
  }, 60_000)
})
