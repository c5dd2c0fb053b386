/**
 * AppKit's `Provider` type (`import type { Provider } from '@reown/appkit/react'`): the EIP-1193
 * provider `useAppKitProvider<Provider>('eip155')` gives, which ethers' `BrowserProvider` and viem's
 * `custom` transport take.
 */
export interface Provider {
  request<T = unknown>(arguments_: { method: string; params?: readonly unknown[] | object }): Promise<T>
  on(event: string, listener: (...arguments_: never[]) => void): unknown
  removeListener(event: string, listener: (...arguments_: never[]) => void): unknown
}
