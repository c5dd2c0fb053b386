// The declarations of react.js beside it.
export * from '@portico/ui/react'
