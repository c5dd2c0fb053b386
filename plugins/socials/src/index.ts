export { socials } from './socials.ts'
export type { SocialLoginClient } from './SocialLoginClient.ts'
export type { SocialsStore, SocialStatus } from './SocialsStore.ts'
