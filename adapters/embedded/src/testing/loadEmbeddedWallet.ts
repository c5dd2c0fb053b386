import type { Network } from '@portico/kernel'
import { embeddedWallet } from '../embeddedWallet.ts'
import type { EmbeddedWalletAdapter } from '../EmbeddedWalletAdapter.ts'
import type { EmbeddedWalletEvent } from '../EmbeddedWalletEvent.ts'
import type { EmbeddedWalletOptions } from '../EmbeddedWalletOptions.ts'
import { recordingEmbeddedContext, testNetworks } from './recordingEmbeddedContext.ts'
import type { RecordingEmbeddedContext } from './recordingEmbeddedContext.ts'
import { ScriptedFrame } from './ScriptedFrame.ts'
import type { ScriptedFrameOptions } from './ScriptedFrame.ts'

/** What a test of the embedded wallet works with. */
export interface LoadedEmbeddedWallet {
  adapter: EmbeddedWalletAdapter
  frame: ScriptedFrame
  context: RecordingEmbeddedContext
  events: EmbeddedWalletEvent[]
}

/** Loads `embeddedWallet()` on a scripted frame and a recording context (storage seeded with `stored`). */
export async function loadEmbeddedWallet(
  setup: { frame?: ScriptedFrameOptions; stored?: Record<string, unknown>; options?: Partial<EmbeddedWalletOptions>; networks?: Network[] } = {},
): Promise<LoadedEmbeddedWallet> {
  const frame = new ScriptedFrame(setup.frame)
  const context = recordingEmbeddedContext(setup.networks ?? testNetworks, setup.stored)
  const events: EmbeddedWalletEvent[] = []
  const definition = embeddedWallet({ frameUrl: 'https://secure.example/frame', mount: frame.mount, onEvent: (event) => events.push(event), ...setup.options })
  const adapter = await definition.load(context)
  return { adapter, frame, context, events }
}
