/** What a name service knows of an address: its primary name and avatar (ENS on EVM). */
export interface AddressProfile {
  name?: string
  avatarUrl?: string
}
