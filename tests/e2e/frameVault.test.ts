import { ed25519 } from '@noble/curves/ed25519.js'
import { base58, base64, hex } from '@scure/base'
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core'
import { verifyMessage } from 'viem'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LoopbackPage } from '../harness/serveLoopbackPage.ts'
import { serveLoopbackPage } from '../harness/serveLoopbackPage.ts'
import type { WalletRecord } from '../../service/frame/src/vault/WalletRecord.ts'
import { startFrameBackendStandIn } from './frameBackendStandIn.ts'
import type { FrameBackendStandIn } from './frameBackendStandIn.ts'
import type { RawValue } from './frameVaultPage/FrameVaultTestApi.ts'
import { launchChromium } from './launchChromium.ts'

const password = 'correct horse battery staple'

/** Every byte string and text of a raw record, as one lower-case haystack to search. */
function haystackOf(value: RawValue): string {
  if (value.kind === 'bytes') return value.hex.slice(2).toLowerCase()
  if (value.kind === 'text') return value.text.toLowerCase()
  if (value.kind === 'object') return Object.values(value.entries).map(haystackOf).join(' ')
  return ''
}

function hexOfBase64(text: string): string {
  return hex.encode(base64.decode(text))
}

/** The same bytes with one bit of byte `index` flipped, in base64. */
function flipped(text: string, index: number): string {
  const bytes = base64.decode(text)
  bytes[index] = bytes[index]! ^ 1
  return base64.encode(bytes)
}

describe('the frame key vault in Chromium', () => {
  let standIn: FrameBackendStandIn
  let server: LoopbackPage
  let pageUrl: string
  let browser: Browser
  const contexts: BrowserContext[] = []
  const requested: string[] = []

  beforeAll(async () => {
    standIn = await startFrameBackendStandIn()
    server = await serveLoopbackPage({
      root: new URL('./frameVaultPage/', import.meta.url),
      cacheName: 'portico-frame-vault-vite',
      // The page and "its backend" share one origin, as the contract says: /api goes to the stand-in.
      plugins: [{ name: 'frame-backend-stand-in', config: () => ({ server: { proxy: { '/api': standIn.url } } }) }],
    })
    // WebAuthn refuses an IP address as relying party id: the page is reached as localhost (Chromium resolves it to loopback).
    pageUrl = server.url.replace('127.0.0.1', 'localhost')
    browser = await launchChromium()
  })

  afterAll(async () => {
    await browser?.close()
    await server?.stop()
    await standIn?.stop()
  })

  /** A new browser context (a new device: empty storage) with the test page open. */
  async function openDevice(): Promise<Page> {
    const context = await browser.newContext()
    contexts.push(context)
    context.on('request', (sent) => requested.push(sent.url()))
    const page = await context.newPage()
    await page.goto(pageUrl)
    await page.waitForFunction(() => window.frameVaultTest !== undefined, undefined, { timeout: 90_000 })
    return page
  }

  /** Adds a virtual CTAP2 authenticator with PRF, resident keys and user verification to the page's tab. */
  async function addVirtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('WebAuthn.enable')
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, hasPrf: true, automaticPresenceSimulation: true },
    })
    return { cdp, authenticatorId }
  }

  let ada: { userId: string; token: string; addresses: { eip155: string; solana: string } }
  let adaDevice: Page

  it('createWallet keeps no share and no key in clear in IndexedDB, and its wrapping key cannot be exported', async () => {
    adaDevice = await openDevice()
    const token = standIn.grantSession('ada')
    const created = await adaDevice.evaluate(async (token) => {
      const test = window.frameVaultTest!
      const vault = new test.FrameVault()
      ;(window as unknown as { vault: unknown }).vault = vault
      return test.settle(vault.createWallet(token, { kind: 'password', password: 'correct horse battery staple' }))
    }, token)
    if (!created.ok) throw new Error(`createWallet failed: ${created.code}`)
    ada = { userId: 'ada', token, addresses: created.value }
    const record = standIn.wallets.get('ada')!
    expect(record.addresses).toEqual(created.value)
    expect(record.recovery).toMatchObject({ kind: 'password', argon2: { memoryKiB: 19_456, iterations: 2, parallelism: 1 } })
    // A second wallet for the same user is refused by the backend and leaves the first in place.
    const second = await adaDevice.evaluate(
      (token) => window.frameVaultTest!.settle(new window.frameVaultTest!.FrameVault().createWallet(token, { kind: 'password', password: 'another' })),
      token,
    )
    expect(second).toMatchObject({ ok: false, code: 'WALLET_EXISTS' })
    expect(standIn.wallets.get('ada')).toBe(record)

    const secrets = await adaDevice.evaluate(
      async ({ token, password }) => {
        const test = window.frameVaultTest!
        const vault = (window as unknown as { vault: InstanceType<typeof test.FrameVault> }).vault
        const device = await new test.DeviceShareStore().read('ada')
        const exported = await vault.exportPrivateKey(token, { kind: 'password', password })
        return { device: test.bytesToHex(device!), ...exported }
      },
      { token, password },
    )
    const solanaSeed = hex.encode(base58.decode(secrets.solanaSecretKey).subarray(0, 32))
    const secretsInClear = {
      device: secrets.device,
      auth: hexOfBase64(record.authShare),
      evmKey: secrets.evmPrivateKey.slice(2).toLowerCase(),
      solanaSeed,
    }
    expect(secrets.device).toHaveLength(130) // 65 bytes: 64 of secret, one x coordinate

    const records = await adaDevice.evaluate(() => window.frameVaultTest!.rawRecords())
    const shareRecord = records.find((entry) => entry.store === 'device-shares' && entry.key === 'ada')!
    expect(shareRecord.value).toMatchObject({ kind: 'object', entries: { iv: { kind: 'bytes' }, ciphertext: { kind: 'bytes' } } })
    const stored = haystackOf(shareRecord.value)
    // The haystack is searchable: the record's own iv is found in it.
    const iv = shareRecord.value.kind === 'object' ? shareRecord.value.entries.iv : undefined
    expect(iv?.kind).toBe('bytes')
    expect(stored).toContain(iv?.kind === 'bytes' ? iv.hex.slice(2) : 'no iv')
    const everything = records.map((entry) => `${entry.key} ${haystackOf(entry.value)}`).join(' ')
    for (const [name, clear] of Object.entries(secretsInClear)) expect({ name, found: everything.includes(clear) }).toEqual({ name, found: false })
    // No 8-byte run of the EVM key or the share appears either (a partial leak).
    for (const clear of [secretsInClear.evmKey, secretsInClear.device]) {
      for (let start = 0; start + 16 <= clear.length; start += 16) expect(everything.includes(clear.slice(start, start + 16))).toBe(false)
    }

    const keyRecords = records.filter((entry) => entry.store === 'wrapping-keys')
    expect(keyRecords).toEqual([{ store: 'wrapping-keys', key: 'device', value: { kind: 'CryptoKey', extractable: false, algorithm: 'AES-GCM', usages: ['encrypt', 'decrypt'] } }])
    expect(await adaDevice.evaluate(() => window.frameVaultTest!.exportStoredWrappingKey())).toEqual(['InvalidAccessError', 'InvalidAccessError'])
  })

  it('signs inside the frame with the unlocked key: viem and ed25519 verify the signatures', async () => {
    const message = 'Signed by the Portico frame vault'
    const signed = await adaDevice.evaluate(async ({ token, message }) => {
      const test = window.frameVaultTest!
      const vault = new test.FrameVault()
      await vault.unlock(token)
      const evm = await vault.evmAccount().signMessage({ message })
      const solana = test.bytesToHex(vault.signSolanaMessage(new TextEncoder().encode(message)))
      return { evm, solana }
    }, { token: ada.token, message })
    expect(await verifyMessage({ address: ada.addresses.eip155 as Hex, message, signature: signed.evm })).toBe(true)
    expect(ed25519.verify(hex.decode(signed.solana), new TextEncoder().encode(message), base58.decode(ada.addresses.solana))).toBe(true)
  })

  it('one share alone gives no key: the device without a live session, the auth share alone, the backend without the password', async () => {
    const record = standIn.wallets.get('ada')!
    const outcomes = await adaDevice.evaluate(
      async ({ record, addresses }) => {
        const test = window.frameVaultTest!
        const device = (await new test.DeviceShareStore().read('ada'))!
        const auth = test.base64ToBytes(record.authShare)
        // A stolen device: its share, but the backend releases no auth share without a live session of the user.
        const vault = new test.FrameVault()
        const deadSession = await test.settle(vault.unlock('not-a-live-session'))
        const locked = await test.settle(() => vault.evmAccount())
        // One share twice, or with a guessed second share, never makes the key.
        const guess = crypto.getRandomValues(new Uint8Array(auth.length))
        return {
          deadSession,
          locked,
          deviceTwice: await test.settle(test.combineShares(device, device, addresses)),
          authTwice: await test.settle(test.combineShares(auth, auth, addresses)),
          authWithGuess: await test.settle(test.combineShares(auth, guess, addresses)),
          deviceWithGuess: await test.settle(test.combineShares(device, guess, addresses)),
          // What the backend holds (auth share and envelope) without the password.
          envelopeWithoutPassword: await test.settle(test.openWithPassword(record.recovery as never, '')),
          envelopeWrongPassword: await test.settle(test.openWithPassword(record.recovery as never, 'correct horse battery stapler')),
        }
      },
      { record, addresses: ada.addresses },
    )
    expect(outcomes).toEqual({
      deadSession: { ok: false, name: 'BackendRefusedError', code: 'SESSION_EXPIRED' },
      locked: { ok: false, name: 'VaultLockedError', code: 'VAULT_LOCKED' },
      deviceTwice: { ok: false, name: 'SharesMismatchError', code: 'VAULT_SHARES_MISMATCH' },
      authTwice: { ok: false, name: 'SharesMismatchError', code: 'VAULT_SHARES_MISMATCH' },
      authWithGuess: { ok: false, name: 'SharesMismatchError', code: 'VAULT_SHARES_MISMATCH' },
      deviceWithGuess: { ok: false, name: 'SharesMismatchError', code: 'VAULT_SHARES_MISMATCH' },
      envelopeWithoutPassword: { ok: false, name: 'RecoveryRefusedError', code: 'VAULT_RECOVERY_REFUSED' },
      envelopeWrongPassword: { ok: false, name: 'RecoveryRefusedError', code: 'VAULT_RECOVERY_REFUSED' },
    })
    // Nothing the backend holds contains the device share.
    const device = await adaDevice.evaluate(async () => window.frameVaultTest!.bytesToHex((await new window.frameVaultTest!.DeviceShareStore().read('ada'))!))
    expect(JSON.stringify(record).includes(base64.encode(hex.decode(device)))).toBe(false)
  })

  it('a new device recovers with the password (the same addresses) and keeps the recovery share; a wrong password is refused', async () => {
    const newDevice = await openDevice()
    const token = standIn.grantSession('ada')
    const outcome = await newDevice.evaluate(
      async ({ token, password }) => {
        const test = window.frameVaultTest!
        const vault = new test.FrameVault()
        return {
          unlock: await test.settle(vault.unlock(token)),
          passkeyForPassword: await test.settle(vault.recover(token, { kind: 'passkey' })),
          wrongPassword: await test.settle(vault.recover(token, { kind: 'password', password: `${password}!` })),
          lockedAfterWrong: await test.settle(() => vault.evmAccount()),
          recovered: await test.settle(vault.recover(token, { kind: 'password', password })),
          // The recovery share is now this device's share: a fresh vault unlocks without the password.
          unlockedLater: await test.settle(new test.FrameVault().unlock(token)),
        }
      },
      { token, password },
    )
    expect(outcome).toEqual({
      unlock: { ok: false, name: 'DeviceShareMissingError', code: 'VAULT_DEVICE_SHARE_MISSING' },
      passkeyForPassword: { ok: false, name: 'RecoveryKindMismatchError', code: 'VAULT_RECOVERY_KIND_MISMATCH' },
      wrongPassword: { ok: false, name: 'RecoveryRefusedError', code: 'VAULT_RECOVERY_REFUSED' },
      lockedAfterWrong: { ok: false, name: 'VaultLockedError', code: 'VAULT_LOCKED' },
      recovered: { ok: true, value: ada.addresses },
      unlockedLater: { ok: true, value: ada.addresses },
    })
  })

  it('exportPrivateKey refuses without a fresh confirmation or with a wrong one, and gives the key with the password', async () => {
    const outcome = await adaDevice.evaluate(
      async ({ token, password }) => {
        const test = window.frameVaultTest!
        const vault = new test.FrameVault()
        const whileLocked = await test.settle(vault.exportPrivateKey(token, { kind: 'password', password }))
        await vault.unlock(token)
        return {
          whileLocked,
          withoutProof: await test.settle(vault.exportPrivateKey(token, undefined)),
          wrongPassword: await test.settle(vault.exportPrivateKey(token, { kind: 'password', password: 'guess' })),
          wrongKind: await test.settle(vault.exportPrivateKey(token, { kind: 'passkey' })),
          deadSession: await test.settle(vault.exportPrivateKey('not-a-live-session', { kind: 'password', password })),
          confirmed: await test.settle(vault.exportPrivateKey(token, { kind: 'password', password })),
          afterLock: await test.settle((vault.lock(), vault.exportPrivateKey(token, { kind: 'password', password }))),
        }
      },
      { token: ada.token, password },
    )
    expect(outcome).toMatchObject({
      whileLocked: { ok: false, code: 'VAULT_LOCKED' },
      withoutProof: { ok: false, name: 'ExportConfirmationRefusedError', code: 'VAULT_EXPORT_CONFIRMATION_REFUSED' },
      wrongPassword: { ok: false, name: 'ExportConfirmationRefusedError', code: 'VAULT_EXPORT_CONFIRMATION_REFUSED' },
      wrongKind: { ok: false, name: 'ExportConfirmationRefusedError', code: 'VAULT_EXPORT_CONFIRMATION_REFUSED' },
      deadSession: { ok: false, code: 'SESSION_EXPIRED' },
      confirmed: { ok: true },
      afterLock: { ok: false, code: 'VAULT_LOCKED' },
    })
    const keys = (outcome.confirmed as { value: { evmPrivateKey: Hex; solanaSecretKey: string } }).value
    expect(privateKeyToAccount(keys.evmPrivateKey).address).toBe(ada.addresses.eip155)
    const keypair = base58.decode(keys.solanaSecretKey)
    expect(base58.encode(ed25519.getPublicKey(keypair.subarray(0, 32)))).toBe(ada.addresses.solana)
    expect(base58.encode(keypair.subarray(32))).toBe(ada.addresses.solana)
  })

  it('a tampered auth share, address, envelope or device record is refused with a typed error, never a wrong key', async () => {
    const original = standIn.wallets.get('ada')!
    const attempts: [string, WalletRecord][] = [
      ['auth share byte', { ...original, authShare: flipped(original.authShare, 3) }],
      ['auth share x coordinate', { ...original, authShare: flipped(original.authShare, 64) }],
      ['addresses', { ...original, addresses: { ...original.addresses, eip155: privateKeyToAccount(`0x${'11'.repeat(32)}`).address } }],
    ]
    try {
      for (const [what, tampered] of attempts) {
        standIn.wallets.set('ada', tampered)
        const outcome = await adaDevice.evaluate(async (token) => {
          const test = window.frameVaultTest!
          const vault = new test.FrameVault()
          return { unlock: await test.settle(vault.unlock(token)), locked: await test.settle(() => vault.evmAccount()) }
        }, ada.token)
        expect({ what, ...outcome }).toMatchObject({ what, unlock: { ok: false, code: 'VAULT_SHARES_MISMATCH' }, locked: { ok: false, code: 'VAULT_LOCKED' } })
      }
      const envelopeAttempts: [string, WalletRecord['recovery'], string][] = [
        ['ciphertext', { ...original.recovery, ciphertext: flipped(original.recovery.ciphertext, 5) }, 'VAULT_RECOVERY_REFUSED'],
        ['iv', { ...original.recovery, iv: flipped(original.recovery.iv, 0) }, 'VAULT_RECOVERY_REFUSED'],
        ['argon2 below the floor', { ...original.recovery, argon2: { memoryKiB: 1024, iterations: 1, parallelism: 1 } } as WalletRecord['recovery'], 'VAULT_ARGON2_PARAMETERS_REFUSED'],
      ]
      for (const [what, recovery, code] of envelopeAttempts) {
        standIn.wallets.set('ada', { ...original, recovery })
        const outcome = await adaDevice.evaluate(
          ({ token, password }) => window.frameVaultTest!.settle(new window.frameVaultTest!.FrameVault().recover(token, { kind: 'password', password })),
          { token: ada.token, password },
        )
        expect({ what, outcome }).toMatchObject({ what, outcome: { ok: false, code } })
      }
    } finally {
      standIn.wallets.set('ada', original)
    }

    // Another user's token with ada's device record copied under their id: the record is bound to ada (AES-GCM additional data).
    const eveToken = standIn.grantSession('eve')
    standIn.wallets.set('eve', original)
    const device = await adaDevice.evaluate(async ({ token, eveToken }) => {
      const test = window.frameVaultTest!
      await test.copyDeviceRecord('ada', 'eve')
      const copied = await test.settle(new test.FrameVault().unlock(eveToken))
      await test.tamperDeviceRecord('ada')
      const tampered = await test.settle(new test.FrameVault().unlock(token))
      return { copied, tampered }
    }, { token: ada.token, eveToken })
    expect(device).toEqual({
      copied: { ok: false, name: 'DeviceShareUnreadableError', code: 'VAULT_DEVICE_SHARE_UNREADABLE' },
      tampered: { ok: false, name: 'DeviceShareUnreadableError', code: 'VAULT_DEVICE_SHARE_UNREADABLE' },
    })
  })

  it('recovers with a passkey (WebAuthn PRF, virtual authenticator) on a device that lost its share: the same addresses', async () => {
    const page = await openDevice()
    const authenticator = await addVirtualAuthenticator(page)
    const { cdp } = authenticator
    const token = standIn.grantSession('grace')
    const created = await page.evaluate(
      (token) => window.frameVaultTest!.settle(new window.frameVaultTest!.FrameVault().createWallet(token, { kind: 'passkey', userName: 'grace@example.com' })),
      token,
    )
    if (!created.ok) throw new Error(`createWallet with a passkey failed: ${created.name} ${created.code}`)
    const record = standIn.wallets.get('grace')!
    expect(record.recovery.kind).toBe('passkey')
    expect(record.addresses).toEqual(created.value)

    // A new device with the same passkey. Chromium's CDP WebAuthn.getCredentials/addCredential do not
    // carry a credential's PRF (hmac-secret) key to another authenticator (the copy answers no PRF
    // output), so the new device is this tab, whose authenticator holds the passkey, with the frame
    // origin's storage wiped: no device share and no wrapping key.
    await cdp.send('Storage.clearDataForOrigin', { origin: new URL(pageUrl).origin, storageTypes: 'all' })
    await page.reload()
    await page.waitForFunction(() => window.frameVaultTest !== undefined, undefined, { timeout: 90_000 })
    expect(await page.evaluate(() => window.frameVaultTest!.rawRecords())).toEqual([])

    const outcome = await page.evaluate(async (token) => {
      const test = window.frameVaultTest!
      const vault = new test.FrameVault()
      return {
        unlock: await test.settle(vault.unlock(token)),
        passwordForPasskey: await test.settle(vault.recover(token, { kind: 'password', password: 'anything' })),
        recovered: await test.settle(vault.recover(token, { kind: 'passkey' })),
        unlockedLater: await test.settle(new test.FrameVault().unlock(token)),
        exported: await test.settle(vault.exportPrivateKey(token, { kind: 'passkey' })),
      }
    }, token)
    expect(outcome).toMatchObject({
      unlock: { ok: false, code: 'VAULT_DEVICE_SHARE_MISSING' },
      passwordForPasskey: { ok: false, code: 'VAULT_RECOVERY_KIND_MISMATCH' },
      recovered: { ok: true, value: created.value },
      unlockedLater: { ok: true, value: created.value },
      exported: { ok: true },
    })
    const exported = (outcome.exported as { value: { evmPrivateKey: Hex } }).value
    expect(privateKeyToAccount(exported.evmPrivateKey).address).toBe(created.value.eip155)

    // The same envelope without the passkey (the authenticator lost its credential) does not open.
    const { authenticatorId } = authenticator
    await cdp.send('WebAuthn.clearCredentials', { authenticatorId })
    const withoutPasskey = await page.evaluate(
      (token) => window.frameVaultTest!.settle(new window.frameVaultTest!.FrameVault().recover(token, { kind: 'passkey' })),
      token,
    )
    expect(withoutPasskey).toEqual({ ok: false, name: 'PasskeyFailedError', code: 'VAULT_PASSKEY_FAILED' })
  })

  it('talks to its own origin only', () => {
    const origin = new URL(pageUrl).origin
    expect(requested.filter((url) => new URL(url).origin !== origin && !url.startsWith('data:'))).toEqual([])
  })
})
