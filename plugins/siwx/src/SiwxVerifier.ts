import type { ChainNamespace } from '@portico/kernel'
import type { SiwxSession } from './SiwxSession.ts'

/** Checks the signatures of one namespace's sessions for `defaultSiwx`. */
export interface SiwxVerifier {
  /** The namespace whose sessions it verifies, such as `eip155`. */
  chainNamespace: ChainNamespace
  /** Whether the session's signature is valid for its message and account; never throws. */
  verify(session: SiwxSession): Promise<boolean>
}
