// A host page written as AppKit's React Solana example (demo/src/hosts/solanaHost.tsx): SolanaAdapter,
// useAppKitProvider<Provider>('solana') and the adapter's useAppKitConnection(), web3.js building the
// transfer. It connects in the modal, signs, sends SOL and reads its balance against the harness's
// local Solana runtime.
import { base58 } from '@scure/base'
import { Connection, PublicKey, SystemInstruction, Transaction } from '@solana/web3.js'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solanaTestKeypair } from '../harness/solanaTestWallet/solanaTestKeypair.ts'
import { connectSolanaTestWallet } from './connectSolanaTestWallet.ts'
import { offLoopbackRequests } from './offLoopbackRequests.ts'
import { startDemo, type RunningDemo } from './startDemo.ts'
import { verifyEd25519 } from './verifyEd25519.ts'
import { watchPage, type PageLog } from './watchPage.ts'

const ACCOUNT = solanaTestKeypair().publicKey
const MESSAGE = 'Hello from a Solana host'
// The page's transfer: 0.01 SOL to a fixed address.
const RECEIVER = new PublicKey('7v54NWdBtkjuAFJrLGsS2SXnuk8nKam81mZJeeYxVFi9')
const AMOUNT = 10_000_000n

/** The transactions the page sent to the RPC (`sendTransaction`'s base64 wire bytes). */
function sentTransactionOf(postData: string | null): string | undefined {
  if (!postData) return undefined
  const body = JSON.parse(postData) as { method?: unknown; params?: unknown }
  if (body.method !== 'sendTransaction' || !Array.isArray(body.params) || typeof body.params[0] !== 'string') return undefined
  return body.params[0]
}

describe('a Solana host (useAppKitProvider<Provider> and useAppKitConnection)', () => {
  let demo: RunningDemo
  let context: BrowserContext
  let page: Page
  let connection: Connection
  const log: PageLog = { requests: [], consoleErrors: [] }
  const consoleWarnings: string[] = []
  const sent: string[] = []

  const approve = (title: RegExp) => page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Approve' }).click()
  const text = (testId: string) => page.getByTestId(testId).textContent()
  const balanceOf = async (key: PublicKey) => BigInt(await connection.getBalance(key))

  beforeAll(async () => {
    demo = await startDemo()
    connection = new Connection(demo.harness.solana.rpcUrl, 'confirmed')
    context = await demo.browser.newContext()
    page = await context.newPage()
    // The first open waits for the modal's and the Solana adapter's chunks (web3.js) from Vite: slower on a loaded machine.
    page.setDefaultTimeout(30_000)
    watchPage(page, log)
    page.on('console', (message) => {
      if (message.type() === 'warning') consoleWarnings.push(message.text())
    })
    page.on('request', (request) => {
      if (request.method() !== 'POST' || !request.url().startsWith(demo.harness.solana.rpcUrl)) return
      const wire = sentTransactionOf(request.postData())
      if (wire) sent.push(wire)
    })
    await page.goto(`${demo.url}hosts/solana.html`)
  })

  afterAll(async () => {
    await context?.close()
    await demo?.stop()
  })

  it('connects in the modal; the page sees the account on solana:localnet', async () => {
    await connectSolanaTestWallet(page)
    const account = page.getByRole('dialog', { name: 'Account' })
    await account.getByText(/^Balance /).waitFor()
    await account.getByRole('listitem').filter({ hasText: 'SOL' }).waitFor()
    await page.screenshot({ path: '/tmp/solanaHost-account.png' })
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByRole('dialog', { name: 'Account' }).count()).toBe(0)
    expect(await text('solana-address')).toBe(ACCOUNT.toBase58())
    expect(await text('network')).toBe('solana:localnet')
    expect(await text('status')).toBe('connected')
  })

  it('signs a message through the provider; the signature verifies as ed25519 against the account', async () => {
    await page.getByRole('button', { name: 'Sign message' }).click()
    const prompt = page.getByRole('dialog', { name: 'Portico Test Wallet: Sign a message' })
    await prompt.getByText(MESSAGE).waitFor()
    await prompt.getByRole('button', { name: 'Approve' }).click()
    await expect.poll(() => text('signature')).toMatch(/^[0-9a-f]{128}$/)
    const signature = Buffer.from((await text('signature')) ?? '', 'hex')
    expect(verifyEd25519(MESSAGE, signature, ACCOUNT.toBytes())).toBe(true)
    expect(verifyEd25519(`${MESSAGE}!`, signature, ACCOUNT.toBytes())).toBe(false)
  })

  it('sends 0.01 SOL with sendTransaction(transaction, connection): the receiver gains it, the sender pays it and the fee', async () => {
    const before = { sender: await balanceOf(ACCOUNT), receiver: await balanceOf(RECEIVER) }
    await page.getByRole('button', { name: 'Send 0.01 SOL' }).click()
    await approve(/^Portico Test Wallet: (Send|Sign) a transaction$/)
    await expect.poll(() => text('transaction')).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)

    // The one transaction the page sent, as the wallet signed it: a transfer of the amount to the receiver.
    expect(sent).toHaveLength(1)
    const transaction = Transaction.from(Buffer.from(sent[0] ?? '', 'base64'))
    expect(transaction.verifySignatures()).toBe(true)
    expect(transaction.feePayer?.toBase58()).toBe(ACCOUNT.toBase58())
    expect(transaction.instructions).toHaveLength(1)
    const transfer = SystemInstruction.decodeTransfer(transaction.instructions[0] ?? expect.fail('no instruction'))
    expect({ from: transfer.fromPubkey.toBase58(), to: transfer.toPubkey.toBase58(), lamports: transfer.lamports }).toEqual({
      from: ACCOUNT.toBase58(),
      to: RECEIVER.toBase58(),
      lamports: AMOUNT,
    })
    const signature = transaction.signature
    if (!signature) expect.fail('the sent transaction carries no signature')
    expect(await text('transaction')).toBe(base58.encode(signature))

    // The fee of that very message, as the runtime charges it.
    const fee = (await connection.getFeeForMessage(transaction.compileMessage(), 'confirmed')).value
    if (fee === null) expect.fail('the runtime no longer knows the transaction blockhash')
    expect(fee).toBeGreaterThan(0)
    await expect.poll(() => balanceOf(RECEIVER)).toBe(before.receiver + AMOUNT)
    expect(await balanceOf(ACCOUNT)).toBe(before.sender - AMOUNT - BigInt(fee))
  })

  it('shows the balance connection.getBalance reads, in lamports', async () => {
    const lamports = await connection.getBalance(ACCOUNT)
    await page.getByRole('button', { name: 'Get balance' }).click()
    await expect.poll(() => text('balance')).toBe(String(lamports))
    await page.screenshot({ path: '/tmp/solanaHost-connected.png', fullPage: true })
  })

  it('disconnects from the page', async () => {
    await page.getByRole('button', { name: 'Disconnect' }).click()
    await expect.poll(() => text('status')).toBe('disconnected')
    expect(await page.getByTestId('solana-address').count()).toBe(0)
  })

  it('requested nothing outside 127.0.0.1 and logged no console error or warning', () => {
    expect(log.requests.length).toBeGreaterThan(0)
    expect(offLoopbackRequests(log.requests)).toEqual([])
    expect(log.consoleErrors).toEqual([])
    expect(consoleWarnings).toEqual([])
  })
})
