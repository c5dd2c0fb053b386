// Issue 35, item 1, "every view styled as without the CSP", for the views that need the host's own
// project service: the strict-CSP host page (strictCspPages, with the harness: the real
// @portico/service on PGlite, its secure frame and the local relay) served under the policy
// docs/content-security-policy.md gives a host, read from the doc with the harness's origins in
// place of its examples, and again without a policy. Each view draws pixel for pixel the same under
// the policy as without it, with no violation and no console error: the registry's wallets and their
// images, the social logins, one waiting for its popup, and Farcaster's code (the frame with the
// social stand-ins), WalletConnect's pairing over the relay, the account's balances, NFTs and
// activity from the service, an NFT's detail with its image from the service, a swap quote, its
// review and the swap done, the on-ramp providers' quotes and a purchase in progress (its checkout
// in a popup), Pay with the service's exchange (the harness's stand-in), the payment waiting at that
// exchange (its page in a popup), and the wallet's payment waiting for its block and confirmed, the
// e-mail login with the secure frame, and Choose Name (account names) for the e-mail account, whose
// registration under the policy then shows on Account; for that account, Approve Transaction (a
// message to sign), Edit Email and its two code views, the secure frame's form that confirms the
// user before it shows the private key, and a new device of the user waiting for approval. A
// control takes the service's origin out of the policy's img-src and sees the comparison fail.
import type { Locator, Page, Route } from 'playwright-core'
import type { Address } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Harness } from '../harness/startHarness.ts'
import { embeddedProjectConfig } from '../harness/embeddedProjectConfig.ts'
import { differingPixels } from './differingPixels.ts'
import { hostPageViews, type Shot } from './hostPageViews.ts'
import { completeFrameLogin, enterMailedCode } from './logInWithEmail.ts'
import { readQrCode } from './readQrCode.ts'
import { settledScreenshot } from './settledScreenshot.ts'
import { shownDialogs } from './shownDialogs.ts'
import { startStrictCspPages, type StrictCspPages } from './strictCspPages.ts'
import type { PageLog } from './watchPage.ts'

// anvil's account 0: the host page's announced test wallet.
const ACCOUNT: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const { radiusOf, shotOf, closeModal, openView, viewScreenshot, accountTabShots, connect, shows } = hostPageViews

/** Closes the modal with Escape (three at most, for a view over a view) and waits for its dialog to go: the page is no longer inert. */
async function modalClosed(page: Page): Promise<void> {
  for (let attempt = 0; attempt < 3 && (await page.getByRole('dialog').count()) > 0; attempt += 1) await page.keyboard.press('Escape')
  await page.getByRole('dialog').first().waitFor({ state: 'detached' })
}

describe('the views a host opens with its own project service, secure frame and relay, under docs/content-security-policy.md’s policy with Trusted Types (issue 35, item 1)', () => {
  let pages: StrictCspPages
  let harness: Harness
  const strictLog: PageLog = { requests: [], consoleErrors: [] }
  const plainLog: PageLog = { requests: [], consoleErrors: [] }
  let strictPage: Page
  let plainPage: Page
  const differing: Record<string, number> = {}
  /** For a view that differs: where, and its texts when they differ too (content that came late on one page, say). */
  const differences: string[] = []
  const compare = async (name: string, underPolicy: Shot, withoutPolicy: Shot) => {
    expect(underPolicy.radius, name).toBeGreaterThan(0)
    const result = await differingPixels(plainPage, withoutPolicy.shot, underPolicy.shot, underPolicy.radius)
    differing[name] = result.differing
    if (result.where) {
      const texts = underPolicy.text === withoutPolicy.text ? 'the same text' : `under the policy "${underPolicy.text}", without it "${withoutPolicy.text}"`
      differences.push(`${name}: ${result.where}, ${texts}`)
    }
  }
  const compareView = async (view: string, title: string, ready: (dialog: Locator) => Promise<void>, name = view, shown = title) => {
    await compare(name, await viewScreenshot(strictPage, view, title, ready, shown), await viewScreenshot(plainPage, view, title, ready, shown))
  }
  /**
   * The dialog `start` leads to beside the popup it opened (which the page's policy does not
   * govern), as drawn on a second try (a first open rasters a few icon pixels differently); each
   * popup is closed after.
   */
  const shotBesidePopup = async (page: Page, start: () => Promise<{ popup: Page; dialog: Locator }>): Promise<Shot> => {
    let shot: Shot | undefined
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await modalClosed(page)
      const { popup, dialog } = await start()
      shot = await shotOf(page, dialog)
      await popup.close()
    }
    if (!shot) throw new Error('Nothing was shot')
    return shot
  }

  /** The registry's first wallet, which All Wallets lists first. */
  let firstWallet: string

  /** All Wallets lists the registry's first page: 40 wallets, the registry's first one first. */
  const registryListed = async (dialog: Locator) => {
    await dialog.locator('.pc-all-wallets:not([data-state="loading"])').waitFor()
    const cards = dialog.getByRole('list', { name: 'Wallets' }).getByRole('button')
    await expect.poll(() => cards.count()).toBe(40)
    await cards.first().getByText(firstWallet).waitFor()
  }
  /** The address both pages log in with (Confirm Email names it): without the policy first, up to its code, then under it. */
  const loginEmail = 'csp-login@portico.test'
  /** The address the page without the policy logs in with (another new user, for the frame's password prompt). */
  const plainEmail = 'csp-plain@portico.test'
  let withoutPolicyAskedAt = 0
  // The tests that start an e-mail flow for the same address (the login, the e-mail change, the new
  // device) are ordered with other views between them, so SPEC §5's 30 s between two starts has
  // mostly passed when the next one comes (`startAllowed` waits out what is left).
  /** When each address's latest e-mail start was asked for (at most: once its code was mailed), for SPEC §5's 30 s rule. */
  const lastStartAt: Record<string, number> = {}
  /** Resolves once `email` may start again: 31 s after its latest start. */
  const startAllowed = async (email: string) => {
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, (lastStartAt[email] ?? 0) + 31_000 - Date.now())))
  }
  let confirmWithoutPolicy: Shot
  /** A fresh page (a device of its own) at Confirm Email for `email`, once the code is mailed (the `count`th to the address). */
  /** The pages the e-mail test logs in on: under the policy (connected), and without it (at the password prompt). */
  let emailPages: { strict: Page; plain: Page } | undefined
  const confirmEmail = async (server: StrictCspPages['strict'], log: PageLog, email: string, count = 1) => {
    const frame = harness.serviceFrame
    if (!frame) throw new Error('No secure frame')
    const page = await pages.open(server, log)
    const dialog = await openView(page, 'Connect', 'Connect Wallet', async () => {})
    const field = dialog.getByRole('textbox', { name: 'Email' })
    await field.fill(email)
    await field.press('Enter')
    const confirm = page.getByRole('dialog', { name: 'Confirm Email' })
    await confirm.getByText(`Enter the code we sent to ${email}`).waitFor()
    await expect.poll(() => frame.mailbox.messagesTo(email).filter((mail) => /\b\d{6}\b/.test(mail.text)).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count)
    return { page, confirm }
  }
  /** The secure frame's recovery-password prompt over `page` once the code is typed (a new user), as drawn. */
  const passwordPrompt = async (page: Page, email: string, count = 1): Promise<Shot> => {
    const frame = harness.serviceFrame
    if (!frame) throw new Error('No secure frame')
    await enterMailedCode(page, frame, email, count)
    const prompt = page.frameLocator('iframe[data-portico-secure-frame]').locator('form.recovery')
    await prompt.getByRole('heading', { name: 'Create a password' }).waitFor()
    await prompt.getByLabel('Password', { exact: true }).waitFor()
    return { shot: await settledScreenshot(page, prompt), radius: await radiusOf(prompt) }
  }

  /** Account's row `row` (an e-mail user's own actions), from the host page's Open Account. */
  const fromAccount = async (page: Page, row: string) => {
    await modalClosed(page)
    const entry = (dialog: Locator) => dialog.getByRole('button', { name: row, exact: true })
    const accountView = await openView(page, 'Account', 'Account', async (dialog) => entry(dialog).waitFor())
    await entry(accountView).click()
  }

  beforeAll(async () => {
    // The frame with the social stand-ins: Farcaster's relay answers, so its view shows its code.
    pages = await startStrictCspPages({ service: { projectId: 'strict-csp-host', projectConfig: embeddedProjectConfig, serviceFrame: { socials: true } } })
    if (!pages.harness) throw new Error('No harness')
    harness = pages.harness
    firstWallet = harness.projectService.wallets[0]?.name ?? ''
    const chain = harness.chains[0]
    if (!chain) throw new Error('The harness has no chain')
    // An NFT for the NFTs tab; the account's deployments and this mint are its activity.
    await chain.collection.mint(ACCOUNT)
    await harness.projectService.caughtUp()
    strictPage = await pages.open(pages.strict, strictLog)
    plainPage = await pages.open(pages.plain, plainLog)
  }, 240_000)

  // A failed step leaves no dialog open for the next test's steps.
  afterEach(async () => {
    // Not there when the setup failed.
    for (const page of [strictPage, plainPage] as (Page | undefined)[]) if (page) await modalClosed(page)
  })

  afterAll(async () => {
    await pages?.stop()
  })

  it('the policy is the documented one with the harness’s origins: its service, frame, relay and chain', () => {
    const service = new URL(harness.projectServiceUrl).origin
    expect(pages.policy).toBe(
      [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        `img-src 'self' data: ${service}`,
        `connect-src 'self' ${service} ${new URL(pages.chain.rpcUrl).origin} ${new URL(harness.relayUrl).origin}`,
        `frame-src ${harness.serviceFrame?.origin ?? 'no frame'}`,
        "require-trusted-types-for 'script'",
        "trusted-types 'none'",
      ].join('; '),
    )
  })

  it('asks the secure frame for an e-mail code without the policy (the Confirm Email view the last test compares)', async () => {
    const plain = await confirmEmail(pages.plain, plainLog, loginEmail)
    withoutPolicyAskedAt = Date.now()
    confirmWithoutPolicy = await shotOf(plain.page, plain.confirm)
  })

  it('draws Connect (e-mail, social logins, WalletConnect, the registry’s wallets), All Socials, All Wallets (the registry, its images from the service) and a social login waiting for its popup as without the policy', async () => {
    await compareView('Connect', 'Connect Wallet', async (dialog) => {
      await dialog.getByRole('textbox', { name: 'Email' }).waitFor()
      await dialog.getByRole('button', { name: 'More social logins' }).waitFor()
      await shows(/Portico Test Wallet/)(dialog)
    })
    await compareView(
      'Connect',
      'Connect Wallet',
      async (dialog) => {
        await dialog.getByRole('button', { name: 'More social logins' }).click()
        await dialog.page().getByRole('dialog', { name: 'All Socials' }).getByRole('button', { name: /GitHub/ }).waitFor()
      },
      'ConnectSocials',
      'All Socials',
    )
    await compareView('AllWallets', 'All Wallets', async (dialog) => {
      await registryListed(dialog)
      // The first wallet's image, from the service's origin, drawn.
      const image = dialog.getByRole('list', { name: 'Wallets' }).getByRole('button').first().locator('img')
      await expect.poll(() => image.evaluate((element: HTMLImageElement, service) => element.complete && element.naturalWidth > 0 && element.src.startsWith(service), harness.projectServiceUrl)).toBe(true)
    })

    /**
     * The social login's waiting view ("Continue in the Google window", its popup opened). The secure
     * frame's request for Google's login address is held unanswered (a provider that is slow to
     * answer), so the view waits and nothing else in the page changes; the popup stays blank. Once
     * both pages are shot, the held requests go on to the frame (answered within the frame's 30 s,
     * so no timeout alert shows over a later view).
     */
    const socialStart = `${harness.serviceFrame?.origin ?? 'no frame'}/api/social/start`
    const held: Route[] = []
    const socialWaiting = async (page: Page): Promise<Shot> => {
      await page.context().route(socialStart, (route) => void held.push(route))
      return shotBesidePopup(page, async () => {
        const google = (dialog: Locator) => dialog.getByRole('button', { name: 'Continue with Google' })
        const connect = await openView(page, 'Connect', 'Connect Wallet', async (dialog) => google(dialog).waitFor())
        const [popup] = await Promise.all([page.waitForEvent('popup'), google(connect).click()])
        const dialog = page.getByRole('dialog', { name: 'Log in' })
        await dialog.getByText('Continue in the Google window').waitFor()
        return { popup, dialog }
      })
    }
    await compare('Log in: waiting for the Google window', await socialWaiting(strictPage), await socialWaiting(plainPage))
    expect(held).toHaveLength(4)
    for (const route of held) await route.continue()
    for (const page of [strictPage, plainPage]) await page.context().unroute(socialStart)

    /**
     * Farcaster's view with the frame's Sign In With Farcaster link as its QR code (a new channel
     * each time: the code masked, and read), as drawn on a second open.
     */
    const farcaster = async (page: Page): Promise<Shot & { read: string | undefined }> => {
      let shot: (Shot & { read: string | undefined }) | undefined
      for (let attempt = 0; attempt < 2; attempt += 1) {
        await modalClosed(page)
        const button = (dialog: Locator) => dialog.getByRole('button', { name: 'Continue with Farcaster' })
        const connect = await openView(page, 'Connect', 'Connect Wallet', async (dialog) => button(dialog).waitFor())
        await button(connect).click()
        const dialog = page.getByRole('dialog', { name: 'Farcaster' })
        const code = dialog.getByRole('img', { name: 'Farcaster QR code' })
        await code.waitFor()
        await dialog.getByRole('button', { name: 'Open the link' }).waitFor()
        shot = { ...(await shotOf(page, dialog, [code])), read: await readQrCode(code) }
        await closeModal(page)
      }
      if (!shot) throw new Error('Nothing was shot')
      return shot
    }
    const strictFarcaster = await farcaster(strictPage)
    await compare('Farcaster (QR code masked)', strictFarcaster, await farcaster(plainPage))
    // The code under the policy is the frame's sign-in link, for the frame's domain.
    expect(new URL(strictFarcaster.read ?? 'about:blank').searchParams.get('domain')).toBe(new URL(harness.serviceFrame?.origin ?? 'about:blank').host)
  })

  it('logs in by e-mail through the secure frame under the policy: Confirm Email and the frame’s password prompt draw as without it', async () => {
    const frame = harness.serviceFrame
    if (!frame) throw new Error('No secure frame')
    // SPEC §5: one e-mail start per address in 30 s. The page without the policy asked for this
    // address's code in the first test; what is left of the 30 s (and 1 s to spare) is waited out.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, withoutPolicyAskedAt + 31_000 - Date.now())))
    const strict = await confirmEmail(pages.strict, strictLog, loginEmail, 2)
    lastStartAt[loginEmail] = Date.now()
    await compare('Confirm Email', await shotOf(strict.page, strict.confirm), confirmWithoutPolicy)
    // The page's code is the address's latest: the frame asks the new user for a password.
    const strictPrompt = await passwordPrompt(strict.page, loginEmail, 2)
    // Another new user without the policy, for the same prompt.
    const plain = await confirmEmail(pages.plain, plainLog, plainEmail)
    lastStartAt[plainEmail] = Date.now()
    await compare('Secure frame: Create a password', strictPrompt, await passwordPrompt(plain.page, plainEmail))
    emailPages = { strict: strict.page, plain: plain.page }
    // The login completes under the policy: the frame made the wallet, the page is connected.
    await completeFrameLogin(strict.page)
    await strict.page.getByRole('dialog', { name: 'Account' }).waitFor()
    expect(await pages.violationsOf(strict.page)).toEqual([])
    // The frame's document, under the strict policy of its own headers, reported none either.
    const frameDocument = strict.page.frames().find((candidate) => candidate.url().startsWith(frame.origin))
    if (!frameDocument) throw new Error('No secure frame in the page')
    expect(await frameDocument.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations)).toEqual([])
    // Its headers (the same address asked again): a strict policy, embedding by the project's origins only.
    const framePolicy = (await fetch(frameDocument.url())).headers.get('content-security-policy') ?? ''
    expect(framePolicy).toMatch(/(^|; )script-src 'self'; style-src 'self';/)
    expect(framePolicy).not.toMatch(/unsafe-/)
    // The harness's project allows loopback on any port: the page's origin, and no page elsewhere.
    const ancestors = /; frame-ancestors ([^;]*)/.exec(framePolicy)?.[1]?.split(' ')
    expect(ancestors).toContain('http://127.0.0.1:*')
    expect(ancestors).not.toContain('*')
  })

  it('registers an account name under the policy: Choose Name (Account’s Name entry, for the e-mail login) draws as without it, and the name registered is shown on Account', async () => {
    if (!emailPages) throw new Error('The e-mail test logged in no page')
    const { strict, plain } = emailPages
    // The page without the policy finishes its login too (a new user: its password).
    await completeFrameLogin(plain)
    await plain.getByRole('dialog', { name: 'Account' }).waitFor()
    const label = 'csp-name-1'
    /** Choose Name from Account's Name entry, with a free name typed (on a second open: a first one rasters a few icon pixels differently). */
    const chooseName = async (page: Page) => {
      const open = async () => {
        await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Name', exact: true }).click()
        const dialog = page.getByRole('dialog', { name: 'Choose Name' })
        await dialog.getByRole('textbox', { name: 'Name' }).fill(label)
        await dialog.getByText(`${label}.portico is available`).waitFor()
        await dialog.getByRole('button', { name: 'Register' }).and(dialog.locator(':enabled')).waitFor()
        return dialog
      }
      await (await open()).getByRole('button', { name: 'Back' }).click()
      return open()
    }
    const strictDialog = await chooseName(strict)
    const plainDialog = await chooseName(plain)
    await compare('Choose Name', await shotOf(strict, strictDialog), await shotOf(plain, plainDialog))
    /**
     * Registers `name` from Choose Name (the embedded wallet signs it, approved in the modal): Name
     * Registered as drawn, its three lines that say the name (each page's own) masked; then Account
     * shows the name.
     */
    const register = async (page: Page, dialog: Locator, name: string): Promise<Shot> => {
      await dialog.getByRole('button', { name: 'Register' }).click()
      await page.getByRole('dialog', { name: 'Approve Transaction' }).getByRole('button', { name: 'Approve' }).click()
      const success = page.getByRole('dialog', { name: 'Name Registered' })
      const said = success.getByText(`${name}.portico is your account’s name now.`)
      await said.waitFor()
      await success.getByRole('button', { name: 'Back to Account' }).waitFor()
      await success.getByText(`People can send to ${name}.portico instead of your address.`).waitFor()
      const shot = await shotOf(page, success, [success.locator('.pc-names-done p')])
      await success.getByRole('button', { name: 'Back to Account' }).click()
      await page.getByRole('dialog', { name: 'Account' }).getByText(`${name}.portico`, { exact: true }).waitFor()
      return shot
    }
    const registered = await register(strict, strictDialog, label)
    expect(await pages.violationsOf(strict)).toEqual([])
    // The page without the policy registers a name of its own (the first one is taken now).
    const plainLabel = 'csp-name-2'
    await plainDialog.getByRole('textbox', { name: 'Name' }).fill(plainLabel)
    await plainDialog.getByText(`${plainLabel}.portico is available`).waitFor()
    await compare('Name Registered (name masked)', registered, await register(plain, plainDialog, plainLabel))
  })

  it('asks for approval, edits the e-mail and exports the key under the policy: Approve Transaction (a message to sign), Edit Email and the secure frame’s export form draw as without it', async () => {
    if (!emailPages) throw new Error('The e-mail test logged in no page')
    const { strict, plain } = emailPages
    /** Approve Transaction for the host page's Sign message (the embedded wallet asks in the modal), ready to approve. */
    const approval = async (page: Page) => {
      await modalClosed(page)
      await page.getByRole('button', { name: 'Sign message' }).click()
      const dialog = page.getByRole('dialog', { name: 'Approve Transaction' })
      await dialog.getByText('Sign this message?').waitFor()
      await dialog.getByRole('button', { name: 'Approve' }).and(dialog.locator(':enabled')).waitFor()
      return dialog
    }
    const strictApproval = await approval(strict)
    const plainApproval = await approval(plain)
    // Each page signs with its own account (the same length): its address is masked.
    const account = (dialog: Locator) => [dialog.locator('.pc-approve-lines > div').filter({ has: dialog.page().getByText('Account', { exact: true }) }).locator('dd')]
    await compare('Approve Transaction (account masked)', await shotOf(strict, strictApproval, account(strictApproval)), await shotOf(plain, plainApproval, account(plainApproval)))
    // Approved under the policy: the frame signed.
    await strictApproval.getByRole('button', { name: 'Approve' }).click()
    await strict.getByTestId('signature').waitFor()
    await plainApproval.getByRole('button', { name: 'Approve' }).click()
    await plain.getByTestId('signature').waitFor()

    /** Edit Email with a new address typed (not saved: its codes would go to each page's own address). */
    const editEmail = async (page: Page) => {
      await fromAccount(page, 'Edit Email')
      const dialog = page.getByRole('dialog', { name: 'Edit Email' })
      await dialog.getByRole('textbox', { name: 'New email' }).fill('csp-new@portico.test')
      await dialog.getByRole('button', { name: 'Save' }).and(dialog.locator(':enabled')).waitFor()
      return shotOf(page, dialog)
    }
    await compare('Edit Email', await editEmail(strict), await editEmail(plain))

    /** The secure frame's form that confirms the user before it shows the key, over Export Private Key; then cancelled. */
    const exportForm = async (page: Page): Promise<Shot> => {
      await fromAccount(page, 'Export private key')
      await page.getByRole('dialog', { name: 'Export Private Key' }).getByText('Confirm in the secure frame to see your private key').waitFor()
      const form = page.frameLocator('iframe[data-portico-secure-frame]').locator('form.recovery')
      await form.getByRole('heading', { name: 'Export your private key' }).waitFor()
      await form.getByLabel('Password', { exact: true }).waitFor()
      const shot = { shot: await settledScreenshot(page, form), radius: await radiusOf(form) }
      await form.getByRole('button', { name: 'Cancel' }).click()
      await form.waitFor({ state: 'hidden' })
      return shot
    }
    await compare('Secure frame: Export your private key', await exportForm(strict), await exportForm(plain))
    expect(await pages.violationsOf(strict)).toEqual([])
  })

  it('pairs over the relay under the policy: the WalletConnect view draws as without it, its QR code (a new random pairing each time, masked in the comparison) reads as its pairing URI', async () => {
    /** The WalletConnect view on its second open, the QR code masked, and what the code reads as. */
    const walletConnectShot = async (page: Page): Promise<Shot & { read: string | undefined; uri: string | null }> => {
      const open = async () => {
        const connect = await openView(page, 'Connect', 'Connect Wallet', async () => {})
        await connect.getByRole('button', { name: /^WalletConnect/ }).click()
        const dialog = page.getByRole('dialog', { name: 'WalletConnect' })
        const code = dialog.getByRole('img', { name: 'WalletConnect QR code' })
        await code.waitFor()
        return { dialog, code }
      }
      await open()
      await closeModal(page)
      const { dialog, code } = await open()
      const { shot } = await shotOf(page, dialog, [code])
      const result = { shot, radius: await radiusOf(dialog), read: await readQrCode(code), uri: await code.getAttribute('data-value') }
      await closeModal(page)
      return result
    }
    const underPolicy = await walletConnectShot(strictPage)
    const withoutPolicy = await walletConnectShot(plainPage)
    await compare('WalletConnect (QR code masked)', underPolicy, withoutPolicy)
    expect(underPolicy.uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(underPolicy.read).toBe(underPolicy.uri)
    // The page under the policy reached the relay: its socket was accepted.
    const strictOrigin = new URL(pages.strict.url).origin
    expect(harness.relay.attempts().filter((attempt) => attempt.origin === strictOrigin && attempt.accepted).length).toBeGreaterThan(0)
  })

  it('draws the account’s tokens, NFTs and activity from the service and an NFT’s detail as without the policy', async () => {
    await connect(strictPage)
    await connect(plainPage)

    const accountTabs = {
      tokens: async (panel: Locator) => panel.getByText(/PTT/).first().waitFor(),
      nfts: async (panel: Locator) => panel.getByText(/Portico Collection/).first().waitFor(),
      activity: async (panel: Locator) => panel.getByRole('listitem').first().waitFor(),
    }
    const strictAccount = await accountTabShots(strictPage, accountTabs)
    const plainAccount = await accountTabShots(plainPage, accountTabs)
    await compare('Account: Tokens', strictAccount.tokens, plainAccount.tokens)
    await compare('Account: NFTs', strictAccount.nfts, plainAccount.nfts)
    await compare('Account: Activity', strictAccount.activity, plainAccount.activity)
    // The same transactions on a screen of their own (`open({ view: 'Transactions' })`).
    await compareView('Transactions', 'Activity', async (dialog) => dialog.getByRole('listitem').first().waitFor())

    // The NFT minted in beforeAll (the account's only one: the same token on both pages), opened
    // from Account's NFTs tab; its image, from the service's origin, drawn.
    await compareView(
      'Account',
      'Account',
      async (dialog) => {
        await dialog.getByRole('tab', { name: 'NFTs' }).click()
        const cards = dialog.getByRole('list', { name: 'Your NFTs' }).getByRole('button')
        await expect.poll(() => cards.count()).toBe(1)
        await cards.first().click()
        const detail = dialog.page().getByRole('dialog', { name: 'NFT', exact: true })
        await detail.getByText('Token ID').waitFor()
        const image = detail.getByRole('img', { name: /^Image of / })
        await expect.poll(() => image.evaluate((element: HTMLImageElement, service) => element.complete && element.naturalWidth > 0 && element.src.startsWith(service), harness.projectServiceUrl)).toBe(true)
      },
      'NftDetail',
      'NFT',
    )
  })

  // On the pages the last test connected.

  it('confirms an e-mail change under the policy: Confirm Current Email and Confirm New Email draw as without it', async () => {
    if (!emailPages) throw new Error('The e-mail test logged in no page')
    const frame = harness.serviceFrame
    if (!frame) throw new Error('No secure frame')
    const { strict, plain } = emailPages
    // Both pages ask to change to the same new address (never confirmed: each account keeps its own).
    const newEmail = 'csp-change@portico.test'
    /** Edit Email saved on `page` (its user's address `current`): both code views, the first shot before its code is typed. */
    const confirmChange = async (page: Page, current: string): Promise<{ primary: Shot; secondary: Shot }> => {
      await startAllowed(current)
      const codes = frame.mailbox.messagesTo(current).length
      await fromAccount(page, 'Edit Email')
      const edit = page.getByRole('dialog', { name: 'Edit Email' })
      await edit.getByRole('textbox', { name: 'New email' }).fill(newEmail)
      await edit.getByRole('button', { name: 'Save' }).click()
      const primaryView = page.getByRole('dialog', { name: 'Confirm Current Email' })
      await primaryView.getByText(`Enter the code we sent to your current address to allow the change to ${newEmail}`).waitFor()
      await expect.poll(() => frame.mailbox.messagesTo(current).length, { timeout: 15_000 }).toBe(codes + 1)
      lastStartAt[current] = Date.now()
      const primary = await shotOf(page, primaryView)
      await primaryView.getByRole('textbox', { name: 'Code' }).fill(frame.mailbox.latestCode(current) ?? '')
      const secondaryView = page.getByRole('dialog', { name: 'Confirm New Email' })
      await secondaryView.getByText(`Enter the code we sent to ${newEmail}`).waitFor()
      await secondaryView.getByRole('textbox', { name: 'Code' }).waitFor()
      const secondary = await shotOf(page, secondaryView)
      await modalClosed(page)
      return { primary, secondary }
    }
    const underPolicy = await confirmChange(strict, loginEmail)
    const withoutPolicy = await confirmChange(plain, plainEmail)
    await compare('Confirm Current Email', underPolicy.primary, withoutPolicy.primary)
    await compare('Confirm New Email', underPolicy.secondary, withoutPolicy.secondary)
    expect(await pages.violationsOf(strict)).toEqual([])
  })

  it('draws Swap with a quote, its review and its token list, Buy with the providers’ quotes, and Buy in Progress while the provider’s checkout waits, as without the policy', async () => {
    // A quote for 0.1 ETH to PTT from the service, on the local exchange.
    const quoted = async (dialog: Locator) => {
      await dialog.getByRole('button', { name: /^Token to receive/ }).click()
      const select = dialog.page().getByRole('dialog', { name: 'Select Token' })
      await select.getByRole('list', { name: 'Popular tokens' }).getByRole('button', { name: /Portico Test Token/ }).click()
      await dialog.getByRole('textbox', { name: 'You pay' }).fill('0.1')
      await dialog.getByText('1 ETH = ').waitFor()
      await dialog.getByRole('button', { name: 'Review swap' }).waitFor()
    }
    await compareView('Swap', 'Swap', quoted, 'Swap: quoted')
    await compareView(
      'Swap',
      'Swap',
      async (dialog) => {
        await quoted(dialog)
        await dialog.getByRole('button', { name: 'Review swap' }).click()
        await dialog.page().getByRole('dialog', { name: 'Review Swap' }).getByText('Minimum received').waitFor()
      },
      'SwapPreview',
      'Review Swap',
    )
    const tokenList = async (dialog: Locator) => {
      await dialog.getByRole('button', { name: /^Token to receive/ }).click()
      const select = dialog.page().getByRole('dialog', { name: 'Select Token' })
      await select.getByRole('list', { name: 'Popular tokens' }).getByRole('button', { name: /Portico Test Token/ }).waitFor()
    }
    await compareView('Swap', 'Swap', tokenList, 'SwapSelectToken', 'Select Token')

    await compareView('OnRampProviders', 'Buy Crypto', async (dialog) => {
      await dialog.getByRole('textbox', { name: 'Amount' }).fill('1530')
      await dialog.getByRole('button', { name: /Harbor Ramp/ }).filter({ hasText: /0\.5/ }).waitFor()
      await dialog.getByRole('button', { name: /Meridian Ramp/ }).first().waitFor()
    })

    /** Buy in Progress for Harbor Ramp's quote while its checkout waits in the popup. */
    const buyInProgress = (page: Page): Promise<Shot> =>
      shotBesidePopup(page, async () => {
        const harbor = (dialog: Locator) => dialog.getByRole('button', { name: /Harbor Ramp/ }).filter({ hasText: /0\.5/ })
        const buy = await openView(page, 'OnRampProviders', 'Buy Crypto', async (dialog) => {
          await dialog.getByRole('textbox', { name: 'Amount' }).fill('1530')
          await harbor(dialog).waitFor()
        })
        const [popup] = await Promise.all([page.waitForEvent('popup'), harbor(buy).click()])
        const dialog = page.getByRole('dialog', { name: 'Buy in Progress' })
        await dialog.locator('.pc-onramp-status').waitFor()
        return { popup, dialog }
      })
    await compare('Buy in Progress', await buyInProgress(strictPage), await buyInProgress(plainPage))

    /**
     * Swap Complete after the quote's swap, approved in the wallet's prompt. What it says is
     * checked, and masked in the shot: the page that swaps second gets a little less PTT (the first
     * swap moved the pool).
     */
    const swapComplete = async (page: Page): Promise<Shot> => {
      await modalClosed(page)
      const dialog = await openView(page, 'Swap', 'Swap', quoted)
      await dialog.getByRole('button', { name: 'Review swap' }).click()
      const review = page.getByRole('dialog', { name: 'Review Swap' })
      // Swap is disabled while something blocks it (a quote on its way, a balance read's 30 s block): the failure says which.
      await review
        .getByRole('button', { name: 'Swap', exact: true })
        .and(review.locator(':enabled'))
        .click()
        .catch(async (error: unknown) => {
          throw new Error(`Review Swap's Swap stayed disabled; the page showed ${await shownDialogs(page)}`, { cause: error })
        })
      await page.getByRole('dialog', { name: 'Portico Test Wallet: Send a transaction' }).getByRole('button', { name: 'Approve' }).click()
      const result = page.getByRole('dialog', { name: 'Swap Complete' })
      const said = result.getByRole('status').filter({ hasText: /^Swapped 0\.100 ETH for 1\d\d\.\d{3} PTT$/ })
      await said.waitFor()
      await result.getByRole('button', { name: 'Back to Account' }).waitFor()
      const shot = await shotOf(page, result, [said])
      await closeModal(page)
      return shot
    }
    await compare('Swap Complete (amounts masked)', await swapComplete(strictPage), await swapComplete(plainPage))
  })

  it('draws Pay (the payment, the wallet’s way and the service’s exchange), the payment at the exchange, and the wallet’s payment waiting for its block and confirmed, as without the policy', async () => {
    const rpcUrl = pages.chain.rpcUrl
    /** Calls the harness's anvil directly (automine, mining). */
    const anvil = async (method: string, params: unknown[] = []) => {
      const response = await fetch(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })
      const body = (await response.json()) as { error?: { message: string } }
      if (body.error) throw new Error(`${method}: ${body.error.message}`)
    }
    // Both pages are connected to the test wallet (the test above).
    const payable = async (dialog: Locator) => {
      await dialog.getByText('0x14dC…9955').waitFor()
      await dialog.getByRole('button', { name: 'Pay 0.001 ETH' }).waitFor()
      await dialog.getByRole('button', { name: 'Pay from Cove Exchange (stand-in)' }).waitFor()
    }
    await compareView('Pay', 'Pay', payable)

    /** The exchange's way: its withdrawal page in a popup (the stand-in's own page), Payment waiting for it over the host's page; then Pay another way gives it up. */
    const atExchange = async (page: Page): Promise<Shot> => {
      const dialog = await openView(page, 'Pay', 'Pay', payable)
      const [popup] = await Promise.all([page.waitForEvent('popup'), dialog.getByRole('button', { name: 'Pay from Cove Exchange (stand-in)' }).click()])
      await popup.waitForURL(/\/v1\/withdraw\/[0-9a-f]{32}$/)
      const payment = page.getByRole('dialog', { name: 'Payment' })
      await payment.getByText('Confirm the withdrawal on Cove Exchange (stand-in).', { exact: true }).waitFor()
      await payment.getByRole('button', { name: 'Pay another way' }).waitFor()
      const shot = await shotOf(page, payment)
      await payment.getByRole('button', { name: 'Pay another way' }).click()
      await page.getByTestId('pay-result').filter({ hasText: /^not paid: The payment was cancelled$/ }).waitFor()
      await popup.close()
      await closeModal(page)
      return shot
    }
    await compare('Pay: at the exchange', await atExchange(strictPage), await atExchange(plainPage))

    /**
     * The wallet's way (approved in its prompt, over the page): Payment waiting for the block (none
     * mined until it is shot), then confirmed, each as drawn with the transaction's hash masked;
     * Done closes it and pay() resolves paid.
     */
    const fromWallet = async (page: Page): Promise<{ pending: Shot; paid: Shot }> => {
      const dialog = await openView(page, 'Pay', 'Pay', payable)
      const payment = page.getByRole('dialog', { name: 'Payment' })
      // The hash's row: the same label, another hash each payment.
      const hashRow = payment.locator('dl > div').filter({ has: page.locator('dt', { hasText: /^Transaction$/ }) })
      await anvil('evm_setAutomine', [false])
      let pending: Shot
      try {
        await dialog.getByRole('button', { name: 'Pay 0.001 ETH' }).click()
        await page.getByRole('dialog', { name: 'Portico Test Wallet: Send a transaction' }).getByRole('button', { name: 'Approve' }).click()
        await payment.getByText('Waiting for the payment to be confirmed on Portico Local…', { exact: true }).waitFor()
        await hashRow.waitFor()
        pending = await shotOf(page, payment, [hashRow])
        await anvil('evm_mine')
      } finally {
        await anvil('evm_setAutomine', [true])
      }
      await payment.getByText('Payment confirmed').waitFor()
      const paid = await shotOf(page, payment, [hashRow])
      await payment.getByRole('button', { name: 'Done' }).click()
      await page.getByTestId('pay-result').filter({ hasText: /^paid$/ }).waitFor()
      return { pending, paid }
    }
    const strictPaid = await fromWallet(strictPage)
    const plainPaid = await fromWallet(plainPage)
    await compare('Pay: waiting for the block', strictPaid.pending, plainPaid.pending)
    await compare('Pay: paid', strictPaid.paid, plainPaid.paid)
  })

  it('asks a known user’s new device for approval under the policy: Register Device draws as without it', async () => {
    /**
     * A new device (a fresh page) of the user of `email`: the frame mails an approval link, and the
     * view waits for it. Its sentence names the address (each page's own user): masked.
     */
    const newDevice = async (server: StrictCspPages['strict'], log: PageLog, email: string): Promise<{ page: Page; shot: Shot }> => {
      const frame = harness.serviceFrame
      if (!frame) throw new Error('No secure frame')
      await startAllowed(email)
      const approvals = () => frame.mailbox.messagesTo(email).filter((mail) => mail.subject === 'Approve a new device').length
      const before = approvals()
      const page = await pages.open(server, log)
      const connectView = await openView(page, 'Connect', 'Connect Wallet', async (dialog) => dialog.getByRole('textbox', { name: 'Email' }).waitFor())
      const field = connectView.getByRole('textbox', { name: 'Email' })
      await field.fill(email)
      await field.press('Enter')
      const dialog = page.getByRole('dialog', { name: 'Register Device' })
      const intro = dialog.getByText(`Approve the login from the link we sent to ${email}`)
      await intro.waitFor()
      await dialog.getByText('Waiting for approval…').waitFor()
      await expect.poll(approvals, { timeout: 15_000 }).toBe(before + 1)
      lastStartAt[email] = Date.now()
      return { page, shot: await shotOf(page, dialog, [intro]) }
    }
    const underPolicy = await newDevice(pages.strict, strictLog, loginEmail)
    const withoutPolicy = await newDevice(pages.plain, plainLog, plainEmail)
    await compare('Register Device (address masked)', underPolicy.shot, withoutPolicy.shot)
    expect(await pages.violationsOf(underPolicy.page)).toEqual([])
  })

  it('a comparison fails when the policy leaves an origin out (control: the service’s origin taken out of img-src, the registry’s images are refused)', async () => {
    const service = new URL(harness.projectServiceUrl).origin
    const withoutService = pages.policy.replace(`img-src 'self' data: ${service}`, "img-src 'self' data:")
    expect(withoutService).not.toBe(pages.policy)
    const page = await pages.open(await pages.serveWith(withoutService), { requests: [], consoleErrors: [] })
    const refused = await viewScreenshot(page, 'AllWallets', 'All Wallets', registryListed)
    const drawn = await viewScreenshot(plainPage, 'AllWallets', 'All Wallets', registryListed)
    expect(await pages.violationsOf(page)).toContainEqual(expect.stringMatching(new RegExp(`^img-src: ${service.replaceAll('.', '\\.')}/images/wallets/`)))
    expect((await differingPixels(plainPage, drawn.shot, refused.shot, refused.radius)).differing).toBeGreaterThan(0)
  })

  it('reports no violation and no console error under the policy, and every view drew the same', async () => {
    expect(differing, differences.join('\n')).toEqual({
      Connect: 0,
      ConnectSocials: 0,
      AllWallets: 0,
      'Log in: waiting for the Google window': 0,
      'Farcaster (QR code masked)': 0,
      'WalletConnect (QR code masked)': 0,
      'Account: Tokens': 0,
      'Account: NFTs': 0,
      'Account: Activity': 0,
      Transactions: 0,
      NftDetail: 0,
      'Swap: quoted': 0,
      SwapPreview: 0,
      SwapSelectToken: 0,
      OnRampProviders: 0,
      'Buy in Progress': 0,
      'Swap Complete (amounts masked)': 0,
      Pay: 0,
      'Pay: at the exchange': 0,
      'Pay: waiting for the block': 0,
      'Pay: paid': 0,
      'Confirm Email': 0,
      'Secure frame: Create a password': 0,
      'Choose Name': 0,
      'Name Registered (name masked)': 0,
      'Approve Transaction (account masked)': 0,
      'Edit Email': 0,
      'Secure frame: Export your private key': 0,
      'Confirm Current Email': 0,
      'Confirm New Email': 0,
      'Register Device (address masked)': 0,
    })
    expect(await pages.violationsOf(strictPage)).toEqual([])
    expect(strictLog.consoleErrors).toEqual([])
  })
})
