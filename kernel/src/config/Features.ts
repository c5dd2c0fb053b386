/** The feature flags of SPEC §9 and their remote keys. TODO(config helper): complete. */
export interface Features {
  email: boolean
  socials: false | string[]
  swaps: boolean
  onramp: boolean
  activity: boolean
  reownBranding: boolean
  receive: boolean
  send: boolean
  analytics: boolean
  allWallets: boolean
  legalCheckbox: boolean
  smartSessions: boolean
}
