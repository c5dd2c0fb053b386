import { cleanup } from '@testing-library/react'
import { createAppKit } from '@portico/kernel'
import type { AppKit, PluginDefinition } from '@portico/kernel'
import type { AdapterDefinition } from '@portico/kernel/extend'
import { mainnet } from '@portico/kernel/networks'
import { onTestFinished } from 'vitest'
import { embeddedWallet } from '../embeddedWallet.ts'
import type { ScriptedFrame } from './ScriptedFrame.ts'

// Ethereum on a closed loopback port: Account's balance read fails at once, never reaching outside.
const ethereum = { ...mainnet, rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } }

/**
 * A Portico instance for a dom test: `plugins`, the chain `adapters` and the embedded wallet on
 * `frame`, ready and its adapters loaded. When the test ends it is unmounted and destroyed, and
 * the page's storage cleared.
 */
export async function embeddedWalletKit(frame: ScriptedFrame, plugins: PluginDefinition[], adapters: AdapterDefinition[]): Promise<AppKit> {
  const appKit = createAppKit({
    projectId: 'embedded-wallet-kit',
    networks: [ethereum],
    adapters: [...adapters, embeddedWallet({ frameUrl: 'https://secure.example/frame', mount: frame.mount, readyDelayMs: 0 })],
    plugins,
  })
  onTestFinished(() => {
    cleanup()
    appKit.destroy()
    localStorage.clear()
  })
  await appKit.ready
  await appKit.store.adapters.ensureLoaded()
  return appKit
}
