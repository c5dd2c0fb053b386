// The declarations of networks.js beside it.
export * from '@portico/networks'
