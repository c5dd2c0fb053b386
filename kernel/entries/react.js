'use client'
// @portico/kernel/react, AppKit's `@reown/appkit/react`: the React API of the modal's package,
// @portico/ui/react (everything @portico/kernel has, plus AppKitProvider, the hooks and
// ConnectButton). A file as published, not built: the kernel builds before the UI package.
export * from '@portico/ui/react'
