export { addKeyExport } from './addKeyExport.ts'
export type { KeyExportStore, KeyExportStatus } from './KeyExportStore.ts'
