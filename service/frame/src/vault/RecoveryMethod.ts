/** How a new wallet's recovery share is sealed: under a password (Argon2id), or under a new passkey's PRF output. */
export type RecoveryMethod = { kind: 'password'; password: string } | { kind: 'passkey'; userName: string }
