// What the deployed secure frame keeps (issue 31), on each of the service's databases: PGlite in a
// data directory, then a throwaway PostgreSQL server (initdb); the built frame page on its frame
// origin, a real SMTP catcher and anvil, one browser. E-mail login, signing and sending, on EVM
// and (a message) on Solana; the service restarted between login and signing; every row of the
// database read as an operator with the key-encryption key would; and an e-mail login on an app
// that starts its users on smart accounts, sending from its Safe through the service's bundler.
import { base58 } from '@scure/base'
import { combine } from 'shamir-secret-sharing'
import type { Page } from 'playwright-core'
import { parseEther } from 'viem'
import type { Address, Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { walletAddressesOf } from '../../service/frame/src/vault/walletAddressesOf.ts'
import { serviceFrameDeviceShare } from './serviceFrameDeviceShare.ts'
import { auditServiceFrameRows } from './serviceFrameRowsAudit.ts'
import { verifyEd25519 } from './verifyEd25519.ts'
import { startServiceFrameSetup, type ServiceFrameSetup } from './serviceFrameSetup.ts'
import { serviceFrameSignsAndSends } from './serviceFrameSignsAndSends.ts'

const EMAIL = 'grace@portico.example'
const PASSWORD = 'a long and unguessable passphrase'
const RECEIVER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe.each(['PGlite', 'PostgreSQL'] as const)('the deployed secure frame with the service on %s', (database) => {
  let setup: ServiceFrameSetup
  let page: Page
  let address: Address

  const sign = async (message: string): Promise<Hex> => {
    const signature = page.evaluate((text) => window.serviceFrameApp?.sign(text), message)
    await setup.approveInModal(page)
    return (await signature) as Hex
  }

  beforeAll(async () => {
    setup = await startServiceFrameSetup({ ...(database === 'PostgreSQL' ? { database } : {}), smartAccounts: true })
  }, 240_000)

  afterAll(async () => {
    await setup?.stop()
  })

  it('logs in by e-mail with the mailed code, seals a new wallet with a password, signs, and sends ETH that is mined', async () => {
    page = await setup.openApp(undefined, { solana: '1' })
    await setup.submitEmail(page, EMAIL)
    await setup.enterCode(page, EMAIL, 1)
    await setup.createPassword(page, PASSWORD)
    address = await setup.connectedAddress(page)
    await page.keyboard.press('Escape')
    const signature = await sign('Hello from the database test')
    expect(await setup.reader().verifyMessage({ address, message: 'Hello from the database test', signature })).toBe(true)
    await setup.reader().request({ method: 'anvil_setBalance' as 'eth_chainId', params: [address, `0x${parseEther('10').toString(16)}`] as never })
    const before = await setup.reader().getBalance({ address: RECEIVER })
    const sent = page.evaluate((to) => window.serviceFrameApp?.send(to, 250_000_000_000_000_000n), RECEIVER)
    await setup.approveInModal(page)
    const receipt = await setup.reader().waitForTransactionReceipt({ hash: (await sent) as Hex })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
    expect((await setup.reader().getBalance({ address: RECEIVER })) - before).toBe(parseEther('0.25'))
  }, 240_000)

  it('Solana: the same login\'s embedded account signs a message through the page, and the signature verifies as ed25519 with the account\'s public key', async () => {
    const solanaAddress = await page.evaluate(() => window.serviceFrameApp?.solanaAddress() ?? '')
    const wallet = await fetch(`${setup.frameUrl}/api/wallet`, { headers: { authorization: `Bearer ${await setup.frameAccessToken(page)}` } })
    expect(((await wallet.json()) as { wallet: { addresses: { solana: string } } }).wallet.addresses.solana).toBe(solanaAddress)
    const signing = page.evaluate(() => window.serviceFrameApp?.signSolana('Signed on Solana in the frame'))
    await setup.approveInModal(page)
    const signature = Uint8Array.from((await signing) ?? [])
    expect(verifyEd25519('Signed on Solana in the frame', signature, base58.decode(solanaAddress))).toBe(true)
    expect(verifyEd25519('another message', signature, base58.decode(solanaAddress))).toBe(false)
  }, 120_000)

  it('the service restarted between login and signing loses nothing: the open page\'s session is honoured and it signs, and the wallet (its auth share decrypted) is served again to that session', async () => {
    const token = await setup.frameAccessToken(page)
    await setup.restartService()
    const signature = await sign('After the restart')
    expect(await setup.reader().verifyMessage({ address, message: 'After the restart', signature })).toBe(true)
    const wallet = await fetch(`${setup.frameUrl}/api/wallet`, { headers: { authorization: `Bearer ${token}` } })
    expect(wallet.status).toBe(200)
    const { authShare } = ((await wallet.json()) as { wallet: { authShare: string } }).wallet
    // With this device's share it is the wallet's key again.
    const session = (await (await fetch(`${setup.frameUrl}/api/session`, { headers: { authorization: `Bearer ${token}` } })).json()) as { user: { id: string } }
    const deviceShare = await serviceFrameDeviceShare(page, setup.frameUrl, session.user.id)
    expect(walletAddressesOf(await combine([deviceShare, Uint8Array.from(Buffer.from(authShare, 'base64'))])).eip155).toBe(address)
  }, 240_000)

  it('every row of every table holds no key, seed or share in clear, and the database with the key-encryption key gives one share, which joins with nothing there into the key', async () => {
    const token = await setup.frameAccessToken(page)
    const session = (await (await fetch(`${setup.frameUrl}/api/session`, { headers: { authorization: `Bearer ${token}` } })).json()) as { user: { id: string } }
    const deviceShare = await serviceFrameDeviceShare(page, setup.frameUrl, session.user.id)
    const database = setup.service.database
    const kek = { id: 'test-key', key: setup.keyEncryptionKey }
    const first = await auditServiceFrameRows(database, kek, {}, deviceShare.length)
    // The auth share the key decrypts, with this browser's device share, is the wallet's key: the
    // shares searched for below are the real ones.
    const authShares = first.authShares.map((share) => Uint8Array.from(Buffer.from(share, 'base64')))
    expect(authShares).toHaveLength(1)
    const secret = await combine([deviceShare, authShares[0] ?? new Uint8Array()])
    expect(walletAddressesOf(secret).eip155).toBe(address)
    const audit = await auditServiceFrameRows(
      database,
      kek,
      { 'the user secret': secret, 'the EVM private key': secret.slice(0, 32), 'the Solana seed': secret.slice(32, 64), 'the device share': deviceShare, 'the auth share': authShares[0] ?? new Uint8Array(), 'the password': PASSWORD },
      deviceShare.length,
    )
    expect(audit.tables).toBeGreaterThan(10)
    expect(audit.rows).toBeGreaterThan(0)
    expect(audit.leaks).toEqual([])
    // The one share-sized byte string the rows and the key give is the auth share (the recovery
    // share is sealed by the password, which the service never had); it alone, or twice, is no key.
    expect(audit.shareSized).toBe(1)
    expect(audit.reconstructed).not.toContain(address)
    await expect(combine([authShares[0] ?? new Uint8Array(), authShares[0] ?? new Uint8Array()])).rejects.toThrow()
  }, 120_000)

  it('an e-mail login on an app that starts its users on smart accounts: the Safe signs (ERC-6492, not deployed yet) and its first send goes through the service\'s bundler', async () => {
    const email = 'hedy@portico.example'
    const smartPage = await setup.openApp(undefined, { account: 'smartAccount' })
    await setup.submitEmail(smartPage, email)
    await setup.enterCode(smartPage, email, 1)
    await setup.createPassword(smartPage, PASSWORD)
    await serviceFrameSignsAndSends(setup, smartPage, await setup.connectedAddress(smartPage), 'smartAccount', 'From my Safe')
  }, 180_000)
})
