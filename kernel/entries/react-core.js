'use client'
// @portico/kernel/react-core, AppKit's `@reown/appkit/react-core`: @portico/ui/react-core (the React
// API with the core entry's createAppKit). A file as published, not built: the kernel builds before
// the UI package.
export * from '@portico/ui/react-core'
