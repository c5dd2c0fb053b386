'use client'
// @portico/plugin-pay/react: AppKit's `@reown/appkit-pay/react` hook for paying from the connected wallet.
export { usePay } from './usePay.ts'
export type { UsePayParameters, UsePayReturn } from './usePay.ts'
