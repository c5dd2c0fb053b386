export { email } from './email.ts'
export type { EmailLoginClient, EmailLoginAction, EmailUpdateAction } from './EmailLoginClient.ts'
export type { EmailStore, EmailStatus } from './EmailStore.ts'
