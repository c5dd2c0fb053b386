/**
 * What opens a wallet's recovery envelope, asked of the user at the moment it is used (recovery on a
 * new device, or the fresh confirmation before an export): the password typed again, or a passkey
 * assertion the vault makes itself during the call (user verification required). The vault keeps
 * neither, so every export needs a new one.
 */
export type RecoveryProof = { kind: 'password'; password: string } | { kind: 'passkey' }
