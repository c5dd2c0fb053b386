import { Connection, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solanaTestKeypair } from '../harness/solanaTestWallet/solanaTestKeypair.ts'
import { connectSolanaTestWallet } from './connectSolanaTestWallet.ts'
import { offLoopbackRequests } from './offLoopbackRequests.ts'
import { verifyEd25519 } from './verifyEd25519.ts'
import { startDemo, type RunningDemo } from './startDemo.ts'
import { watchPage, type PageLog } from './watchPage.ts'

const ACCOUNT = solanaTestKeypair().publicKey
const MESSAGE = 'Hello from the Portico demo'
// The demo's transfer (demo/src/SolanaActions.tsx): 0.01 SOL to a fixed address.
const TRANSFER_TO = new PublicKey('J2xccRtuG43drESLYznHhLhQkLTdfepcKYbiQ9BsJVaf')
const TRANSFER_LAMPORTS = 10_000_000
const FEE_LAMPORTS = 5000
const threeDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 3, maximumFractionDigits: 3 })
const base58Alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

function fromBase58(text: string): Uint8Array {
  let value = 0n
  for (const character of text) value = value * 58n + BigInt(base58Alphabet.indexOf(character))
  const bytes: number[] = []
  while (value > 0n) {
    bytes.unshift(Number(value % 256n))
    value /= 256n
  }
  for (const character of text) {
    if (character !== '1') break
    bytes.unshift(0)
  }
  return Uint8Array.from(bytes)
}

describe('the Solana test wallet in the demo', () => {
  let demo: RunningDemo
  let context: BrowserContext
  let page: Page
  let connection: Connection
  const log: PageLog = { requests: [], consoleErrors: [] }

  beforeAll(async () => {
    demo = await startDemo()
    connection = new Connection(demo.harness.solana.rpcUrl, 'confirmed')
    context = await demo.browser.newContext()
    page = await context.newPage()
    // The first open waits for the modal's and the Solana adapter's chunks (web3.js) from Vite: slower on a loaded machine.
    page.setDefaultTimeout(30_000)
    watchPage(page, log)
    await page.goto(demo.url)
  })

  afterAll(async () => {
    await context?.close()
    await demo?.stop()
  })

  it('a rejected connection shows the declined state', async () => {
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: /Portico Solana Test Wallet/ }).click()
    await page.getByRole('dialog', { name: 'Portico Test Wallet: Connect to this site' }).getByRole('button', { name: 'Reject' }).click()
    const connecting = page.getByRole('dialog', { name: 'Connecting' })
    await connecting.getByText('Connection declined').waitFor()
    await expect.poll(() => connecting.locator('[data-state="declined"]').count()).toBeGreaterThan(0)
    expect(await page.getByTestId('status').textContent()).toBe('disconnected')
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByTestId('modal').textContent()).toBe('closed')
  })

  it('connects from the Connect view; the Account view shows the SOL balance of the local runtime', async () => {
    await connectSolanaTestWallet(page)
    expect(await page.getByTestId('solana-address').textContent()).toBe(ACCOUNT.toBase58())
    await expect.poll(() => page.getByTestId('network').textContent()).toBe('solana:localnet')
    const lamports = await connection.getBalance(ACCOUNT)
    expect(lamports).toBe(10 * LAMPORTS_PER_SOL)
    await page.getByRole('dialog', { name: 'Account' }).getByText(`Balance ${threeDecimals.format(lamports / LAMPORTS_PER_SOL)} SOL`).waitFor()
  })

  it('signs the message; the signature verifies as ed25519 with node:crypto', async () => {
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByTestId('modal').textContent()).toBe('closed')
    await page.getByRole('button', { name: `Sign “${MESSAGE}” with Solana` }).click()
    const prompt = page.getByRole('dialog', { name: 'Portico Test Wallet: Sign a message' })
    await prompt.getByText(MESSAGE).waitFor()
    await prompt.getByRole('button', { name: 'Approve' }).click()
    const signature = fromBase58((await page.getByTestId('solana-signature').textContent()) ?? '')
    expect(signature).toHaveLength(64)
    expect(verifyEd25519(MESSAGE, signature, ACCOUNT.toBytes())).toBe(true)
    expect(verifyEd25519(`${MESSAGE}!`, signature, ACCOUNT.toBytes())).toBe(false)
  })

  it('sends 0.01 SOL: the sender loses the amount and the 5000-lamport fee, the recipient gains the amount', async () => {
    const before = { sender: await connection.getBalance(ACCOUNT), recipient: await connection.getBalance(TRANSFER_TO) }
    await page.getByRole('button', { name: 'Send 0.01 SOL' }).click()
    await page.getByRole('dialog', { name: /^Portico Test Wallet: (Send|Sign) a transaction$/ }).getByRole('button', { name: 'Approve' }).click()
    await page.getByTestId('solana-transfer').waitFor()
    expect(await connection.getBalance(ACCOUNT)).toBe(before.sender - TRANSFER_LAMPORTS - FEE_LAMPORTS)
    expect(await connection.getBalance(TRANSFER_TO)).toBe(before.recipient + TRANSFER_LAMPORTS)
  })

  it('a rejected signature shows the wallet declined it and changes nothing', async () => {
    const before = await connection.getBalance(ACCOUNT)
    await page.getByRole('button', { name: 'Send 0.01 SOL' }).click()
    await page.getByRole('dialog', { name: /^Portico Test Wallet: (Send|Sign) a transaction$/ }).getByRole('button', { name: 'Reject' }).click()
    await page.getByRole('alert').filter({ hasText: /rejected|declined/i }).waitFor()
    expect(await connection.getBalance(ACCOUNT)).toBe(before)
  })

  it('requested nothing outside 127.0.0.1 and logged no console error', () => {
    expect(log.requests.length).toBeGreaterThan(0)
    expect(offLoopbackRequests(log.requests)).toEqual([])
    expect(log.consoleErrors).toEqual([])
  })
})
