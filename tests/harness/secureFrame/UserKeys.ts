import * as t from 'io-ts'

const Hex32 = t.refinement(t.string, (value) => /^0x[0-9a-f]{64}$/i.test(value), 'Hex32')

/** A user's keys: one EVM private key and one ed25519 seed for Solana, both as 0x hex of 32 bytes. */
export const UserKeys = t.type({ evmPrivateKey: Hex32, solanaSeed: Hex32 }, 'UserKeys')
/** A user's keys (local development only: they guard no real funds). */
export type UserKeys = t.TypeOf<typeof UserKeys>
