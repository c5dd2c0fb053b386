// The same host with the feature plugins it would add: what their factories cost before the
// first open (beside the host's budgeted bytes), and what each plugin loads on demand: its setup
// when its feature is on, and its views when they are opened.
export * from './hostEntry.ts'
export { send } from '@portico/plugin-send'
export { receive } from '@portico/plugin-receive'
export { activity } from '@portico/plugin-activity'
export { nfts } from '@portico/plugin-nfts'
export { swaps } from '@portico/plugin-swaps'
export { onramp } from '@portico/plugin-onramp'
export { email } from '@portico/plugin-email'
export { socials } from '@portico/plugin-socials'
export { siwxPlugin } from '@portico/plugin-siwx'
export { payPlugin, pay } from '@portico/plugin-pay'
export { namesPlugin } from '@portico/plugin-names'
