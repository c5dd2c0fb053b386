/** A wallet of the harness's registry: the kernel's `Wallet` fields plus the links a registry lists. */
export interface HarnessWallet {
  id: string
  name: string
  rdns: string
  homepage: string
  mobile_link: string
  desktop_link: string
  /** On the project service: `{serviceUrl}/images/wallets/{id}.svg`. */
  image_url: string
}
