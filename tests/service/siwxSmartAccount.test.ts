// Sign-in (SIWX) by a smart account on the project service: a Safe (1.4.1, Safe4337Module as its
// ERC-1271 fallback handler) owned by a fresh key on anvil signs the sign-in message. Undeployed, its
// signature is ERC-6492-wrapped (the factory call to deploy it first); deployed, it is checked with
// the Safe's isValidSignature. The service verifies both through the chain's RPC, and refuses the
// same message signed by a key that does not own the Safe.
import { createPublicClient, createWalletClient, getAddress, http, isErc6492Signature } from 'viem'
import type { Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anvilAccounts } from '../harness/anvilAccounts.ts'
import { startAnvil } from '../harness/anvil.ts'
import type { AnvilChain } from '../harness/anvil.ts'
import { deploySmartAccounts } from '../harness/deploySmartAccounts.ts'
import { localChainOf } from '../harness/localChainOf.ts'
import { safeAccountOf } from '../../service/frame/src/page/safeAccountOf.ts'
import type { SmartAccountContracts } from '../harness/SmartAccountContracts.ts'
import type { Service } from '../../service/src/Service.ts'
import { startService } from '../../service/src/startService.ts'

const chainId = 31337

describe('SIWX on the service with a smart account (ERC-6492 before deployment, ERC-1271 after)', () => {
  let anvil: AnvilChain
  let contracts: SmartAccountContracts
  let service: Service

  beforeAll(async () => {
    anvil = await startAnvil({ chainId })
    contracts = await deploySmartAccounts(anvil.rpcUrl)
    service = await startService({
      config: { database: { memory: true }, projects: [{ id: 'demo', config: { features: [] }, allowedOrigins: [] }], chains: [{ chainId, rpcUrl: anvil.rpcUrl }] },
      port: 0,
      onIndexerError: () => undefined,
    })
  }, 120_000)

  afterAll(async () => {
    await service?.stop()
    await anvil?.stop()
  })

  const client = async () => createPublicClient({ chain: await localChainOf(anvil.rpcUrl), transport: http(anvil.rpcUrl) })

  const safeOwnedBy = async (owner: ReturnType<typeof privateKeyToAccount>) => safeAccountOf(owner, await client(), contracts)

  async function post(path: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
    const response = await fetch(`${service.url}/siwx/demo/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  /** A sign-in message for the address with a nonce of the service. */
  async function messageFor(address: string): Promise<{ message: string; nonce: string }> {
    const nonce = (await post('nonces')).body.nonce as string
    const lines = ['app.example.com wants you to sign in with your Ethereum account:', address, '', 'Sign in', '', 'URI: https://app.example.com', 'Version: 1', `Chain ID: ${chainId}`, `Nonce: ${nonce}`, `Issued At: ${new Date().toISOString()}`]
    return { message: lines.join('\n'), nonce }
  }

  const signIn = (address: string, nonce: string, message: string, signature: Hex) => post('sessions', { data: { accountAddress: address, chainId: `eip155:${chainId}`, nonce }, message, signature })

  it("signs in an undeployed Safe by its ERC-6492 signature, and refuses another key's", async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const safe = await safeOwnedBy(owner)
    expect(await (await client()).getCode({ address: safe.address })).toBeUndefined()
    const { message, nonce } = await messageFor(safe.address)
    const signature = await safe.signMessage({ message })
    expect(isErc6492Signature(signature)).toBe(true)
    const answer = await signIn(safe.address, nonce, message, signature)
    expect(answer).toMatchObject({ status: 200, body: { session: { data: { accountAddress: safe.address } } } })

    const stranger = await safeOwnedBy(privateKeyToAccount(generatePrivateKey()))
    const again = await messageFor(safe.address)
    expect(await signIn(safe.address, again.nonce, again.message, await stranger.signMessage({ message: again.message }))).toMatchObject({ status: 400, body: { code: 'INVALID_SIGNATURE' } })
  })

  it('signs in a deployed Safe by its ERC-1271 signature, and refuses one its owner did not make', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const safe = await safeOwnedBy(owner)
    const { factory, factoryData } = await safe.getFactoryArgs()
    if (!factory || !factoryData) throw new Error('The Safe has no factory call')
    const [, deployer] = anvilAccounts()
    if (!deployer) throw new Error('anvil has no second account')
    const funder = createWalletClient({ account: deployer, chain: await localChainOf(anvil.rpcUrl), transport: http(anvil.rpcUrl) })
    await (await client()).waitForTransactionReceipt({ hash: await funder.sendTransaction({ to: factory, data: factoryData }) })
    expect(await (await client()).getCode({ address: safe.address })).not.toBeUndefined()
    const { message, nonce } = await messageFor(safe.address)
    const signature = await safe.signMessage({ message })
    expect(isErc6492Signature(signature)).toBe(false)
    expect(await signIn(safe.address, nonce, message, signature)).toMatchObject({ status: 200, body: { session: { data: { accountAddress: getAddress(safe.address) } } } })

    const again = await messageFor(safe.address)
    const byOwnerAlone = await owner.signMessage({ message: again.message })
    expect(await signIn(safe.address, again.nonce, again.message, byOwnerAlone)).toMatchObject({ status: 400, body: { code: 'INVALID_SIGNATURE' } })
  })
})
