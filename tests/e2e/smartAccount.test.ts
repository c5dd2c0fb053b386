import type { BrowserContext, Page } from 'playwright-core'
import { createPublicClient, defineChain, hashTypedData, http, isErc6492Signature, parseAbi, parseEther } from 'viem'
import type { Address, Hex, TypedDataDefinition } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { embeddedProjectConfig } from '../harness/embeddedProjectConfig.ts'
import type { HarnessChain } from '../harness/startHarness.ts'
import type { HarnessServiceFrame } from '../harness/HarnessServiceFrame.ts'
import { completeFrameLogin, enterMailedCode } from './logInWithEmail.ts'
import { openDemoPage } from './openDemoPage.ts'
import { startDemo, type RunningDemo } from './startDemo.ts'
import type { PageLog } from './watchPage.ts'

const MESSAGE = 'Hello from the Portico demo'
const safeAbi = parseAbi(['function getOwners() view returns (address[])', 'function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)'])
// ERC-1271's answer for a valid signature.
const ERC1271_MAGIC_VALUE = '0x1626ba7e'

/** EIP-712 typed data as a dapp sends it (EIP-712's Mail example), on `chainId`. */
function mail(chainId: number, contents: string) {
  return {
    domain: { name: 'Ether Mail', version: '1', chainId, verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC' },
    types: {
      Person: [
        { name: 'name', type: 'string' },
        { name: 'wallet', type: 'address' },
      ],
      Mail: [
        { name: 'from', type: 'Person' },
        { name: 'to', type: 'Person' },
        { name: 'contents', type: 'string' },
      ],
    },
    primaryType: 'Mail',
    message: {
      from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
      to: { name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' },
      contents,
    },
  } as const satisfies TypedDataDefinition
}

/** What the page keeps of a provider request started from the test, to be read once approved. */
type PendingRequest = { pendingRequest?: { pending: Promise<unknown> } }

describe('the embedded wallet’s smart account in the demo: a Safe on anvil through ERC-4337, deployed on its first transaction', () => {
  let demo: RunningDemo
  let frame: HarnessServiceFrame
  let chain: HarnessChain
  let context: BrowserContext
  let page: Page
  let address: Address
  const log: PageLog = { requests: [], consoleErrors: [] }
  const reader = () => createPublicClient({ chain: defineChain({ id: chain.chainId, name: 'anvil', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chain.rpcUrl] } } }), transport: http(chain.rpcUrl) })
  const approve = () => page.getByRole('dialog', { name: 'Approve Transaction' }).getByRole('button', { name: 'Approve' }).click()

  /**
   * Starts a request on the demo's EIP-1193 provider (AppKit's `getWalletProvider('eip155')` of the
   * page's own instance, the module Vite serves), without waiting for its answer. A script text:
   * the test runner would rewrite a dynamic import in a function.
   */
  async function startRequest(method: string, params: unknown[]): Promise<void> {
    await page.evaluate(`(() => { window.pendingRequest = { pending: window.__porticoDemoAppKit.getWalletProvider('eip155').request(${JSON.stringify({ method, params })}) } })()`)
  }

  /** The answer of the request `startRequest` started. */
  function answer(): Promise<unknown> {
    return page.evaluate(() => (window as unknown as PendingRequest).pendingRequest?.pending)
  }

  async function request(method: string, params: unknown[]): Promise<unknown> {
    await startRequest(method, params)
    return answer()
  }

  async function signedMessage(): Promise<Hex> {
    await page.getByRole('button', { name: `Sign “${MESSAGE}”`, exact: true }).click()
    await approve()
    const signature = page.getByTestId('signature')
    await signature.waitFor()
    return (await signature.textContent()) as Hex
  }

  /** Typed data signed through the demo's provider (eth_signTypedData_v4, as wagmi's signTypedData sends it), approved in the modal. */
  async function signedTypedData(typedData: TypedDataDefinition): Promise<Hex> {
    await startRequest('eth_signTypedData_v4', [address, JSON.stringify(typedData)])
    await approve()
    const signature = (await answer()) as Hex
    expect(signature).toMatch(/^0x[0-9a-f]+$/)
    return signature
  }

  beforeAll(async () => {
    demo = await startDemo({ serviceFrame: { smartAccounts: true } })
    if (!demo.harness.serviceFrame) throw new Error('The harness started no secure frame')
    frame = demo.harness.serviceFrame
    const [first] = demo.harness.chains
    if (!first) throw new Error('no chain')
    chain = first
    demo.harness.projectService.setConfig(embeddedProjectConfig)
    ;({ context, page } = await openDemoPage(demo, log, '', 30_000))
  }, 300_000)

  afterAll(async () => {
    await context?.close()
    await demo?.stop()
  })

  it('an e-mail login connects the smart account: a Safe not deployed yet, funded by the harness’s faucet', async () => {
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const field = page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('textbox', { name: 'Email' })
    await field.fill('sam@portico.example')
    await field.press('Enter')
    await enterMailedCode(page, frame, 'sam@portico.example')
    await completeFrameLogin(page)
    address = (await page.getByTestId('address').textContent()) as Address
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(await reader().getCode({ address })).toBeUndefined()
    expect(await reader().getBalance({ address })).toBe(parseEther('10'))
    expect(await request('eth_accounts', [])).toEqual([address])
    expect(await request('wallet_getCapabilities', [address])).toMatchObject({ '0x7a69': { atomic: { status: 'supported' } }, '0x7a6a': { atomic: { status: 'supported' } } })
    await page.keyboard.press('Escape')
    await page.getByTestId('modal').filter({ hasText: 'closed' }).waitFor()
  }, 120_000)

  it('a message it signs before deployment verifies with viem (ERC-6492)', async () => {
    const signature = await signedMessage()
    expect(isErc6492Signature(signature)).toBe(true)
    expect(await reader().verifyMessage({ address, message: MESSAGE, signature })).toBe(true)
    expect(await reader().verifyMessage({ address, message: 'another message', signature })).toBe(false)
  })

  it('typed data it signs before deployment (eth_signTypedData_v4) verifies with viem (ERC-6492), and not for other contents or another address', async () => {
    const typedData = mail(chain.chainId, 'Hello, Bob! (before deployment)')
    const signature = await signedTypedData(typedData)
    expect(isErc6492Signature(signature)).toBe(true)
    expect(await reader().verifyTypedData({ address, ...typedData, signature })).toBe(true)
    expect(await reader().verifyTypedData({ address, ...mail(chain.chainId, 'Hello, Eve!'), signature })).toBe(false)
    expect(await reader().verifyTypedData({ address: privateKeyToAddress(generatePrivateKey()), ...typedData, signature })).toBe(false)
    expect(await reader().getCode({ address })).toBeUndefined()
  })

  it('its first send deploys it and moves exactly the amount', async () => {
    const receiver = privateKeyToAddress(generatePrivateKey())
    await startRequest('eth_sendTransaction', [{ from: address, to: receiver, value: '0x6f05b59d3b20000' }])
    await approve()
    const hash = (await answer()) as Hex
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect((await reader().getTransactionReceipt({ hash })).status).toBe('success')
    expect(await reader().getBalance({ address: receiver })).toBe(parseEther('0.5'))
    expect(await reader().getCode({ address })).toMatch(/^0x[0-9a-f]+$/)
    const owners = await reader().readContract({ address, abi: safeAbi, functionName: 'getOwners' })
    expect(owners).toHaveLength(1)
    expect(owners[0]?.toLowerCase()).not.toBe(address.toLowerCase())
  })

  it('a message it signs after deployment verifies with viem (ERC-1271)', async () => {
    const signature = await signedMessage()
    expect(isErc6492Signature(signature)).toBe(false)
    expect(await reader().verifyMessage({ address, message: MESSAGE, signature })).toBe(true)
  })

  it('typed data it signs after deployment: the Safe’s isValidSignature answers ERC-1271’s magic value, viem agrees, and other contents or another address do not verify', async () => {
    const typedData = mail(chain.chainId, 'Hello, Bob! (after deployment)')
    const signature = await signedTypedData(typedData)
    expect(isErc6492Signature(signature)).toBe(false)
    const isValidSignature = (hash: Hex) => reader().readContract({ address, abi: safeAbi, functionName: 'isValidSignature', args: [hash, signature] })
    expect(await isValidSignature(hashTypedData(typedData))).toBe(ERC1271_MAGIC_VALUE)
    expect(await reader().verifyTypedData({ address, ...typedData, signature })).toBe(true)
    // The Safe reverts on a signature that is not its owner's over this hash (GS026): never the magic value.
    const altered = mail(chain.chainId, 'Hello, Eve!')
    expect(await isValidSignature(hashTypedData(altered)).catch(() => 'reverted')).not.toBe(ERC1271_MAGIC_VALUE)
    expect(await reader().verifyTypedData({ address, ...altered, signature })).toBe(false)
    expect(await reader().verifyTypedData({ address, ...typedData, domain: { ...typedData.domain, chainId: chain.chainId + 1 }, signature })).toBe(false)
    expect(await reader().verifyTypedData({ address: privateKeyToAddress(generatePrivateKey()), ...typedData, signature })).toBe(false)
  })

  it('wallet_sendCalls lands both calls in one user operation', async () => {
    const [first, second] = [privateKeyToAddress(generatePrivateKey()), privateKeyToAddress(generatePrivateKey())]
    await startRequest('wallet_sendCalls', [{ version: '2.0.0', chainId: '0x7a69', from: address, atomicRequired: true, calls: [{ to: first, value: '0x1' }, { to: second, value: '0x2' }] }])
    await approve()
    const { id } = (await answer()) as { id: string }
    const status = (await request('wallet_getCallsStatus', [id])) as { status: number; atomic: boolean; receipts: unknown[] }
    expect(status).toMatchObject({ status: 200, atomic: true })
    expect(status.receipts).toHaveLength(1)
    expect([await reader().getBalance({ address: first }), await reader().getBalance({ address: second })]).toEqual([1n, 2n])
  })

  it('wallet_sendCalls whose second call reverts lands neither', async () => {
    const first = privateKeyToAddress(generatePrivateKey())
    // The EntryPoint has no fallback function: a call with unknown data reverts.
    await startRequest('wallet_sendCalls', [{ version: '2.0.0', chainId: '0x7a69', from: address, atomicRequired: true, calls: [{ to: first, value: '0x5' }, { to: chain.smartAccounts.entryPoint, data: '0xdeadbeef' }] }])
    await approve()
    const { id } = (await answer()) as { id: string }
    expect(await request('wallet_getCallsStatus', [id])).toMatchObject({ status: 500, atomic: true })
    expect(await reader().getBalance({ address: first })).toBe(0n)
  })
})
