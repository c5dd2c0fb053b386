export { email } from './email.ts'
export type { EmailStore, EmailStatus } from './EmailStore.ts'
