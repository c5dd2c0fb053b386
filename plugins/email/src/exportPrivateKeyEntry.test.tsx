import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { frameMessageTypes as types } from '@portico/adapter-embedded'
import { describe, expect, it } from 'vitest'
import { embeddedWalletKit } from '../../../adapters/embedded/src/testing/embeddedWalletKit.ts'
import { ScriptedFrame } from '../../../adapters/embedded/src/testing/ScriptedFrame.ts'
import { testChainAdapter } from '../../../kernel/src/testing/testChainAdapter.ts'
import { email } from './email.ts'

// The key export's own behaviour is tested beside it (adapters/embedded/src/keyExport): here, that this plugin's setup adds it.
describe('Export private key on Account, e-mail plugin alone (issue 31)', () => {
  it('is offered after an e-mail login and asks the secure frame for the export', { timeout: 30_000 }, async () => {
    const frame = new ScriptedFrame()
    const appKit = await embeddedWalletKit(frame, [email()], [testChainAdapter()])
    const store = appKit.store.plugins.get('email')!
    await store.submitEmail('ada@example.com')
    await store.submitOtp('123456', 'ada@example.com')
    await act(() => appKit.open({ view: 'Account' }))
    await userEvent.click(within(await screen.findByRole('navigation', { name: 'Wallet features' })).getByRole('button', { name: 'Export private key' }))
    expect(await screen.findByRole('heading', { name: 'Export Private Key' })).toBeTruthy()
    await waitFor(() => expect(frame.received(types.EXPORT_PRIVATE_KEY)).toHaveLength(1))
  })
})
