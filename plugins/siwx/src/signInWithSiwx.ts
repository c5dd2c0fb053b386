import { messageData } from './messageData.ts'
import type { Siwx } from './Siwx.ts'
import type { SiwxMessageInput } from './SiwxMessage.ts'
import type { SiwxSession } from './SiwxSession.ts'

/** What `signInWithSiwx` needs: the account, its network, and a way to have the wallet sign. */
export interface SignInWithSiwxInput extends SiwxMessageInput {
  /**
   * Signs the text with the account, as a chain adapter's `signMessage(message, address)` does:
   * 0x-hex (personal_sign) on eip155, base58 ed25519 on solana.
   */
  signMessage(message: string, address: string): Promise<string>
}

/**
 * Signs in once (SPEC §4): creates the message, has the wallet sign its text, adds the session
 * and resolves it. Rejects with the wallet's error when signing is declined, or with the SIWX
 * implementation's error when the session does not verify.
 */
export async function signInWithSiwx(siwx: Siwx, input: SignInWithSiwxInput): Promise<SiwxSession> {
  const message = await siwx.createMessage({ chainId: input.chainId, accountAddress: input.accountAddress })
  const text = message.toString()
  const signature = await input.signMessage(text, input.accountAddress)
  const session: SiwxSession = { data: messageData(message), message: text, signature }
  await siwx.addSession(session)
  return session
}
