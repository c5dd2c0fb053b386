// Passkey recovery on the deployed secure frame (issue 31): a new user seals the recovery share with
// a passkey (WebAuthn PRF) in the frame, through Chromium's virtual authenticator (CDP), and signs;
// the same passkey recovers the same address on a device without the device share; other
// authenticators (the credential copied without its PRF secret, one without PRF, another
// credential) recover nothing, and the page offers no password instead. On the service with PGlite,
// then with PostgreSQL.
//
// The app and the frame are reached as http://localhost:<port> (WebAuthn refuses an IP address as
// relying party id; one host name keeps the frame same-site with the app: Chromium 156 denies a
// cross-site frame localStorage and IndexedDB, "Access is denied for this document"). The page's
// CDP session's virtual authenticator serves its frames (a probe showed it serves a cross-site,
// out-of-process frame too).
//
// What Chromium's virtual authenticator cannot do (Chromium 156): CDP's WebAuthn.Credential (what
// WebAuthn.getCredentials exports and WebAuthn.addCredential imports) has no field for the
// credential's hmac-secret (PRF) key, so a credential copied to another tab's authenticator asserts
// but gives no PRF output; and an authenticator belongs to one tab. The device that recovers with
// the same passkey is therefore the first device's tab with the frame origin's storage wiped (no
// session, no device id, no device share), which the service treats as a new device (approval by
// e-mail); the copied credential is one of the attacks.
import { generateKeyPairSync, randomBytes } from 'node:crypto'
import type { CDPSession, Page } from 'playwright-core'
import type { Address, Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServiceFrameSetup, type ServiceFrameSetup } from './serviceFrameSetup.ts'
import { pgliteTemplateDir } from '../harness/pgliteTemplateDir.ts'

const EMAIL = 'ida@portico.example'
const NO_PRF_EMAIL = 'joan@portico.example'
const PASSWORD = 'a passphrase for an authenticator without PRF'

/** What `WebAuthn.getCredentials` answers (CDP's WebAuthn.Credential). */
interface VirtualCredential {
  credentialId: string
  isResidentCredential: boolean
  rpId?: string
  privateKey: string
  userHandle?: string
  signCount: number
}

interface VirtualAuthenticator {
  cdp: CDPSession
  authenticatorId: string
}

describe.each(['PGlite', 'PostgreSQL'] as const)('passkey recovery on the deployed secure frame with the service on %s (Chromium virtual authenticator, WebAuthn PRF)', (database) => {
  let setup: ServiceFrameSetup
  let firstPage: Page
  let firstAuthenticator: VirtualAuthenticator
  let address: Address
  let passkey: VirtualCredential

  /** Adds a virtual CTAP2 platform authenticator (resident keys, user verification, PRF unless `hasPrf: false`) to the page's tab; it serves the frame too. */
  async function addAuthenticator(page: Page, hasPrf = true): Promise<VirtualAuthenticator> {
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('WebAuthn.enable')
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, hasPrf, automaticPresenceSimulation: true },
    })
    return { cdp, authenticatorId }
  }

  async function credentialsOf(authenticator: VirtualAuthenticator): Promise<VirtualCredential[]> {
    return ((await authenticator.cdp.send('WebAuthn.getCredentials', { authenticatorId: authenticator.authenticatorId })) as { credentials: VirtualCredential[] }).credentials
  }

  /** Submits `email` (after SPEC §5's 30 s since the last mail: see the setup) and waits for its mail. */
  async function submitEmail(page: Page, email: string): Promise<void> {
    const before = setup.mail.messagesTo(email).length
    await setup.submitEmail(page, email)
    await expect.poll(() => setup.mail.messagesTo(email).length).toBeGreaterThan(before)
  }

  /** Logs a known e-mail in on a device the service does not know: the mailed approval link opened (on `approveOn`) and approved, then the login code typed. */
  async function loginOnNewDevice(page: Page, approveOn: Page): Promise<void> {
    const before = setup.mail.messagesTo(EMAIL).length
    await submitEmail(page, EMAIL)
    await expect.poll(() => setup.mail.messagesTo(EMAIL).length).toBe(before + 1)
    const approval = setup.mail.messagesTo(EMAIL).at(-1)
    expect(approval?.subject).toBe('Approve a new device')
    const link = /(http:\/\/\S+\/device\/approve\?token=[A-Za-z0-9_-]+)/.exec(approval?.text ?? '')?.[1] ?? ''
    const mailPage = await approveOn.context().newPage()
    await mailPage.goto(link)
    await mailPage.getByRole('button', { name: 'Approve this device' }).click()
    await mailPage.getByText('Device approved').waitFor()
    await mailPage.close()
    await setup.enterCode(page, EMAIL, before + 2)
  }

  /** The frame's vault records on this page's frame origin (IndexedDB): its device shares. */
  async function deviceShareCount(page: Page): Promise<number> {
    const frame = page.frames().find((candidate) => candidate.url().startsWith(setup.frameUrl))
    if (!frame) throw new Error('The page has no secure frame')
    return frame.evaluate(async () => {
      if (!(await indexedDB.databases()).some((database) => database.name === 'portico-frame-vault')) return 0
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('portico-frame-vault')
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error ?? new Error('IndexedDB refused'))
      })
      if (!database.objectStoreNames.contains('device-shares')) {
        database.close()
        return 0
      }
      const count = await new Promise<number>((resolve, reject) => {
        const request = database.transaction('device-shares', 'readonly').objectStore('device-shares').count()
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error ?? new Error('IndexedDB refused'))
      })
      database.close()
      return count
    })
  }

  async function sign(page: Page, message: string): Promise<Hex> {
    const signature = page.evaluate((text) => window.serviceFrameApp?.sign(text), message)
    await setup.approveInModal(page)
    return (await signature) as Hex
  }

  /** Clicks "Use a passkey" in the frame's passkey form and waits for the form the page shows next with its error. */
  async function usePasskeyAndFail(page: Page): Promise<void> {
    const frame = setup.frameOf(page)
    await frame.locator('form.recovery').evaluate((form) => form.setAttribute('data-tried', ''))
    await frame.getByRole('button', { name: 'Use a passkey' }).click()
    const next = frame.locator('form.recovery:not([data-tried])')
    await expect.poll(() => next.getByRole('alert').textContent(), { timeout: 60_000 }).toBe('The passkey did not answer. Try again.')
  }

  beforeAll(async () => {
    // WebAuthn refuses an IP address as relying party id: the app and the frame are reached as localhost.
    setup = await startServiceFrameSetup({ database: database === 'PostgreSQL' ? database : { memory: true, templateDir: pgliteTemplateDir }, hostName: 'localhost' })
    expect(setup.frameUrl).toMatch(/^http:\/\/localhost:\d+$/)
    expect(setup.app.origin).toMatch(/^http:\/\/localhost:\d+$/)
  }, 240_000)

  afterAll(async () => {
    await setup?.stop()
  })

  it('a new user chooses a passkey instead of a password: the recovery share is sealed by its PRF, the app connects, and the frame signs', async () => {
    firstPage = await setup.openApp()
    firstAuthenticator = await addAuthenticator(firstPage)
    await submitEmail(firstPage, EMAIL)
    await setup.enterCode(firstPage, EMAIL, 1)
    const frame = setup.frameOf(firstPage)
    await frame.getByRole('heading', { name: 'Create a password' }).waitFor()
    expect(await credentialsOf(firstAuthenticator)).toEqual([])
    await frame.getByRole('button', { name: 'Use a passkey' }).click()
    address = await setup.connectedAddress(firstPage)
    // One discoverable passkey on the frame's origin, made by the frame.
    const credentials = await credentialsOf(firstAuthenticator)
    expect(credentials).toHaveLength(1)
    passkey = credentials[0] as VirtualCredential
    expect(passkey).toMatchObject({ rpId: 'localhost', isResidentCredential: true })
    const record = (await (await fetch(`${setup.frameUrl}/api/wallet`, { headers: { authorization: `Bearer ${await setup.frameAccessToken(firstPage)}` } })).json()) as {
      wallet: { addresses: { eip155: string }; recovery: Record<string, string> }
    }
    expect(record.wallet.addresses.eip155.toLowerCase()).toBe(address.toLowerCase())
    // The service keeps the envelope: which passkey, the PRF salt, and a ciphertext; no password hash or parameters.
    expect(Object.keys(record.wallet.recovery).sort()).toEqual(['ciphertext', 'credentialId', 'iv', 'kind', 'prfSalt'])
    expect(record.wallet.recovery.kind).toBe('passkey')
    expect(Buffer.from(record.wallet.recovery.credentialId ?? '', 'base64').equals(Buffer.from(passkey.credentialId, 'base64'))).toBe(true)
    await firstPage.keyboard.press('Escape')
    const signature = await sign(firstPage, 'Sealed by a passkey')
    expect(await setup.reader().verifyMessage({ address, message: 'Sealed by a passkey', signature })).toBe(true)
  }, 240_000)

  it('a new user whose authenticator has no PRF: choosing a passkey fails with the page\'s error, the password stays offered, and a password seals the wallet', async () => {
    const page = await setup.openApp()
    const authenticator = await addAuthenticator(page, false)
    await submitEmail(page, NO_PRF_EMAIL)
    await setup.enterCode(page, NO_PRF_EMAIL, 1)
    const frame = setup.frameOf(page)
    await frame.getByRole('heading', { name: 'Create a password' }).waitFor()
    await frame.locator('form.recovery').evaluate((form) => form.setAttribute('data-tried', ''))
    await frame.getByRole('button', { name: 'Use a passkey' }).click()
    const next = frame.locator('form.recovery:not([data-tried])')
    await expect.poll(() => next.getByRole('alert').textContent(), { timeout: 60_000 }).toBe('This passkey cannot protect your wallet. Choose a password instead.')
    expect(await page.getByTestId('status').textContent()).toBe('disconnected')
    const field = next.getByLabel('Password', { exact: true })
    await field.fill(PASSWORD)
    await field.press('Enter')
    const noPrfAddress = await setup.connectedAddress(page)
    expect(noPrfAddress).not.toBe(address)
    const record = (await (await fetch(`${setup.frameUrl}/api/wallet`, { headers: { authorization: `Bearer ${await setup.frameAccessToken(page)}` } })).json()) as { wallet: { recovery: { kind: string } } }
    expect(record.wallet.recovery.kind).toBe('password')
    // The authenticator did make a credential (it has no PRF to seal with): positive control that the passkey was tried.
    expect(await credentialsOf(authenticator)).toHaveLength(1)
  }, 240_000)

  it('another device with other authenticators recovers nothing: the credential copied without its PRF secret, the same on an authenticator without PRF, and another credential each get the page\'s error; no password is offered, and nothing is stored or connected', async () => {
    const context = await setup.newDevice()
    const page = await setup.openApp(context)
    // The copied credential: same id and signing key as the user's passkey, but no PRF secret (CDP cannot carry it).
    let authenticator = await addAuthenticator(page)
    await authenticator.cdp.send('WebAuthn.addCredential', { authenticatorId: authenticator.authenticatorId, credential: passkey })
    await loginOnNewDevice(page, firstPage)
    const frame = setup.frameOf(page)
    await frame.getByRole('heading', { name: 'Use your passkey' }).waitFor()
    // A passkey envelope is opened by its passkey only: no password field, no other way in.
    expect(await frame.getByLabel('Password', { exact: true }).count()).toBe(0)
    expect(await frame.getByRole('textbox').count()).toBe(0)
    expect(await frame.getByRole('button').allTextContents()).toEqual(['Use a passkey', 'Cancel'])
    await usePasskeyAndFail(page)
    // It did assert the copied credential (its sign count moved): the failure is the missing PRF output.
    const [asserted] = await credentialsOf(authenticator)
    expect(asserted?.signCount).toBeGreaterThan(passkey.signCount)

    // The same credential on an authenticator without PRF.
    await authenticator.cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: authenticator.authenticatorId })
    authenticator = await addAuthenticator(page, false)
    await authenticator.cdp.send('WebAuthn.addCredential', { authenticatorId: authenticator.authenticatorId, credential: passkey })
    await usePasskeyAndFail(page)

    // Another passkey of the same relying party, with PRF: not the one the envelope names.
    await authenticator.cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: authenticator.authenticatorId })
    authenticator = await addAuthenticator(page)
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    await authenticator.cdp.send('WebAuthn.addCredential', {
      authenticatorId: authenticator.authenticatorId,
      credential: {
        credentialId: randomBytes(32).toString('base64'),
        isResidentCredential: true,
        rpId: 'localhost',
        privateKey: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
        userHandle: randomBytes(16).toString('base64'),
        signCount: 0,
      },
    })
    await usePasskeyAndFail(page)
    expect(await setup.frameOf(page).getByRole('button').allTextContents()).toEqual(['Use a passkey', 'Cancel'])

    // Nothing recovered: no device share on this device, the app not connected, no address shown.
    expect(await deviceShareCount(page)).toBe(0)
    expect(await page.getByTestId('status').textContent()).toBe('disconnected')
    expect(await page.getByTestId('address').textContent()).not.toContain(address.slice(2, 10))
    // Positive control: the first device does hold its share.
    expect(await deviceShareCount(firstPage)).toBe(1)
    await setup.frameOf(page).getByRole('button', { name: 'Cancel' }).click()
    await expect.poll(() => page.locator('iframe[data-portico-secure-frame]').getAttribute('aria-hidden')).toBe('true')
    expect(await page.getByTestId('status').textContent()).toBe('disconnected')
  }, 300_000)

  it('the same passkey on a device without the device share (approved by e-mail) recovers the same address, which signs', async () => {
    await firstPage.evaluate(() => window.serviceFrameApp?.disconnect())
    await firstPage.getByTestId('status').filter({ hasText: /^disconnected$/ }).waitFor()
    // Wipe the frame origin's storage (the frame is same-site with the app: first-party storage):
    // session, device id and device share; the tab, with its authenticator, stays.
    const appUrl = firstPage.url()
    await firstPage.goto('about:blank')
    await firstAuthenticator.cdp.send('Storage.clearDataForOrigin', { origin: new URL(setup.frameUrl).origin, storageTypes: 'all' })
    await firstPage.goto(appUrl)
    await firstPage.waitForFunction(() => window.serviceFrameApp !== undefined)
    const otherPage = await setup.openApp()
    await loginOnNewDevice(firstPage, otherPage)
    const frameView = setup.frameOf(firstPage)
    await frameView.getByRole('heading', { name: 'Use your passkey' }).waitFor()
    expect(await deviceShareCount(firstPage)).toBe(0)
    await frameView.getByRole('button', { name: 'Use a passkey' }).click()
    expect(await setup.connectedAddress(firstPage)).toBe(address)
    expect(await deviceShareCount(firstPage)).toBe(1)
    await firstPage.keyboard.press('Escape')
    const signature = await sign(firstPage, 'Recovered with the passkey')
    expect(await setup.reader().verifyMessage({ address, message: 'Recovered with the passkey', signature })).toBe(true)
    // The passkey was asserted once more for this recovery.
    const [used] = await credentialsOf(firstAuthenticator)
    expect(used?.signCount).toBeGreaterThan(passkey.signCount)
  }, 300_000)
})
