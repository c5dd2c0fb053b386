/**
 * What chain adapters offer beyond the chain contract, under CAIP-prefixed keys that they also
 * announce as capabilities (the EVM adapter's `'eip155:transfer'`), so the kernel names no
 * feature's operations. Plugins reach them typed through `adapters.chainExtension(key)`. An
 * adapter package declares its own by module augmentation:
 * `declare module '@portico/kernel/extend' { interface ChainExtensionRegistry { 'eip155:transfer': EvmTransfer } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation
export interface ChainExtensionRegistry {}
