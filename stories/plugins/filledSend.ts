import type { SendStore } from '@portico/plugin-send'
import type { StoryKit } from '../storyKit.ts'
import { connectedSend } from './connectedSend.ts'

/** The story receiver: an address of the story's eip155 namespace. */
const storyReceiver = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'

/** Fills the send form with a token of the story balances, an amount and the story receiver. */
export async function filledSend(kit: StoryKit, symbol = 'USDC', amount = '25'): Promise<SendStore> {
  const store = await connectedSend(kit)
  const token = store.tokenBalances.find((balance) => balance.symbol === symbol)
  if (token) store.setToken(token)
  store.setAmount(amount)
  await store.setReceiver(storyReceiver)
  return store
}
