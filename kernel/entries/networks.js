// @portico/kernel/networks, AppKit's `@reown/appkit/networks`: the networks package,
// @portico/networks (the kernel names no chain). A file as published, not built: the kernel builds
// before the package that builds on it.
export * from '@portico/networks'
