export { send } from './send.ts'
export type { SendStore, SendOutcome } from './SendStore.ts'
