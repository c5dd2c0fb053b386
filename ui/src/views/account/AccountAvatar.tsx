import { addressGradient } from './addressGradient.ts'

/** The account's avatar: a gradient made from its address; decorative. */
export function AccountAvatar({ address }: { address: string }) {
  return <span className="pc-avatar" aria-hidden="true" style={{ backgroundImage: addressGradient(address) }} />
}
