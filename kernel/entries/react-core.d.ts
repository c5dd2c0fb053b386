// The declarations of react-core.js beside it.
export * from '@portico/ui/react-core'
