export { socials } from './socials.ts'
export type { SocialsStore, SocialStatus } from './SocialsStore.ts'
