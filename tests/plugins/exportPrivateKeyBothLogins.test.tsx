import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AppKit, PluginDefinition } from '@portico/kernel'
import { frameMessageTypes as types } from '@portico/adapter-embedded'
import { email } from '@portico/plugin-email'
import { socials } from '@portico/plugin-socials'
import { describe, expect, it } from 'vitest'
import { embeddedWalletKit } from '../../adapters/embedded/src/testing/embeddedWalletKit.ts'
import { holdingExportFrame } from '../../adapters/embedded/src/testing/holdingExportFrame.ts'
import type { ScriptedFrame } from '../../adapters/embedded/src/testing/ScriptedFrame.ts'
import { testChainAdapter } from '../../kernel/src/testing/testChainAdapter.ts'

type Login = 'farcaster' | 'email'

/** Logs in on a Portico instance with `plugins` and the embedded wallet on `frame`, by Farcaster (socials) or by e-mail. */
async function loggedIn(frame: ScriptedFrame, plugins: PluginDefinition[], login: Login): Promise<AppKit> {
  const appKit = await embeddedWalletKit(frame, plugins, [testChainAdapter()])
  if (login === 'farcaster') await appKit.store.plugins.get('socials')!.connectFarcaster()
  else {
    const store = appKit.store.plugins.get('email')!
    await store.submitEmail('ada@example.com')
    await store.submitOtp('123456', 'ada@example.com')
  }
  expect(appKit.store.connections.active?.connectorId).toBe(appKit.store.adapters.extension('embeddedWalletKeys')?.connectorId)
  return appKit
}

/** Account's Export private key entries, the modal on Account. */
async function exportEntries(): Promise<HTMLElement[]> {
  return within(await screen.findByRole('navigation', { name: 'Wallet features' })).getAllByRole('button', { name: 'Export private key' })
}

/** Opens Account, finds one Export private key entry and clicks it: the modal waits, the frame gets one request. */
async function exportFromAccount(appKit: AppKit, frame: ScriptedFrame): Promise<void> {
  await act(() => appKit.open({ view: 'Account' }))
  const entries = await exportEntries()
  expect(entries).toHaveLength(1)
  await userEvent.click(entries[0]!)
  expect(await screen.findByText('Confirm in the secure frame to see your private key')).toBeTruthy()
  await waitFor(() => expect(frame.received(types.EXPORT_PRIVATE_KEY)).toHaveLength(1))
}

// Both embedded-login plugins add the key export (@portico/adapter-embedded/keyExport); the row shows it once.
describe('Export private key on Account with the e-mail and socials plugins both listed (issue 31)', () => {
  const cases: { order: string; plugins: () => PluginDefinition[]; login: Login }[] = [
    { order: 'e-mail, socials', plugins: () => [email(), socials()], login: 'farcaster' },
    { order: 'socials, e-mail', plugins: () => [socials(), email()], login: 'farcaster' },
    { order: 'e-mail, socials', plugins: () => [email(), socials()], login: 'email' },
  ]
  it.each(cases)('listed $order, after a $login login: one entry, one export request, and a cancel leaves one entry on Account', { timeout: 30_000 }, async ({ plugins, login }) => {
    const { frame, answer } = holdingExportFrame()
    const appKit = await loggedIn(frame, plugins(), login)
    expect(appKit.store.plugins.get('email')).toBeDefined()
    expect(appKit.store.plugins.get('socials')).toBeDefined()

    await exportFromAccount(appKit, frame)
    act(() => answer('CANCELLED'))
    await waitFor(() => expect(appKit.store.router.view).toBe('Account'))
    expect(await exportEntries()).toHaveLength(1)
    expect(frame.received(types.EXPORT_PRIVATE_KEY)).toHaveLength(1)
  })

  // The remote configuration turns one login off at runtime; whichever registered last, the other's entry and view stay.
  const turnedOff: { order: string; plugins: () => PluginDefinition[]; off: 'email' | 'socials'; login: Login }[] = [
    { order: 'e-mail, socials', plugins: () => [email(), socials()], off: 'email', login: 'farcaster' },
    { order: 'e-mail, socials', plugins: () => [email(), socials()], off: 'socials', login: 'email' },
    { order: 'socials, e-mail', plugins: () => [socials(), email()], off: 'email', login: 'farcaster' },
    { order: 'socials, e-mail', plugins: () => [socials(), email()], off: 'socials', login: 'email' },
  ]
  it.each(turnedOff)('listed $order, $off turned off by the remote configuration: the entry stays and opens the export', { timeout: 30_000 }, async ({ plugins, off, login }) => {
    const { frame } = holdingExportFrame()
    const appKit = await loggedIn(frame, plugins(), login)
    act(() => appKit.store.config.setRemoteFeatures({ ...appKit.store.config.features, [off]: false }))
    await waitFor(() => expect(appKit.plugins.state(off)).toBe('disabled'))
    await exportFromAccount(appKit, frame)
  })
})
