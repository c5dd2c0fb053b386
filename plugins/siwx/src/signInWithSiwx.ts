import { SiwxError } from './errors.ts'
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
 * implementation's error when the session does not verify; with SPEC §8's "SIWX is not enabled"
 * when there is no SIWX (`useAppKitSIWX()` is undefined while sign-in is off).
 */
export async function signInWithSiwx(siwx: Siwx | undefined, input: SignInWithSiwxInput): Promise<SiwxSession> {
  if (!siwx) throw new SiwxError('SIWX_NOT_ENABLED', 'SIWX is not enabled')
  const message = await siwx.createMessage({ chainId: input.chainId, accountAddress: input.accountAddress })
  const text = message.toString()
  const signature = await input.signMessage(text, input.accountAddress)
  const session: SiwxSession = { data: messageData(message), message: text, signature }
  await siwx.addSession(session)
  return session
}
