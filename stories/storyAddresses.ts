import type { ChainNamespace } from '@portico/kernel'

/** The fixed account address each story namespace connects with. */
export const storyAddresses: Partial<Record<ChainNamespace, string>> = {
  eip155: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
  solana: '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU',
}
