import { embeddedWallet } from '../../../adapters/embedded/src/embeddedWallet.ts'
import type { EmbeddedWalletAdapter } from '../../../adapters/embedded/src/EmbeddedWalletAdapter.ts'
import { testNetworks } from '../../../adapters/embedded/src/testing/recordingEmbeddedContext.ts'
import { ScriptedFrame } from '../../../adapters/embedded/src/testing/ScriptedFrame.ts'
import { adapterContract } from './adapterContract.ts'

// The scripted secure frame plays the frame and the user (adapters/embedded/src/testing): mounted in
// memory on first need, one per adapter, or one for both adapters of a reload (its session lives
// in the frame's origin, not in the app's storage). It serves EVM chains 1 and 137 and Solana.
function embeddedOn(frame: ScriptedFrame) {
  return embeddedWallet({ frameUrl: 'https://secure.example/', mount: frame.mount, readyDelayMs: 0 })
}

/** The embedded wallet has no pairing: a session is an e-mail login (the code step answered by the frame). */
async function logIn(adapter: EmbeddedWalletAdapter): Promise<void> {
  await adapter.connectEmail('ada@example.com')
  await adapter.connectOtp('123456')
}

adapterContract('embeddedWallet (secure frame)', {
  create: () => embeddedOn(new ScriptedFrame()),
  networks: testNetworks,
  connector: {
    connectorId: 'ID_AUTH',
    makeSession: logIn,
    reload: () => {
      const frame = new ScriptedFrame()
      return () => embeddedOn(frame)
    },
  },
})
