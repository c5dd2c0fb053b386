import { TestWalletKit } from './TestWalletKit.ts'
import type { TestWalletKitOptions } from './TestWalletKit.ts'

/** Starts the harness's WalletConnect test wallet (see `TestWalletKit`) on the local relay. */
export function startTestWalletKit(options: TestWalletKitOptions): Promise<TestWalletKit> {
  return TestWalletKit.start(options)
}
