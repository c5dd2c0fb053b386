import type { ExportedKeys } from '../vault/ExportedKeys.ts'
import type { RecoveryEnvelope } from '../vault/RecoveryEnvelope.ts'
import type { RecoveryProof } from '../vault/RecoveryProof.ts'

/** What the page asks and shows when the user exports their keys: a fresh confirmation, then the keys, inside the frame only. */
export interface KeyExportPrompt {
  /** The password (or passkey, by the envelope's `kind`) that confirms it is the user; `refused` after a wrong one; null when the user cancels. */
  confirm(kind: RecoveryEnvelope['kind'], refused: boolean): Promise<RecoveryProof | null>
  /** Shows the keys until the user is done with them. */
  reveal(keys: ExportedKeys): Promise<void>
  /** Removes what the prompt shows and hides the frame again. */
  close(): void
}
