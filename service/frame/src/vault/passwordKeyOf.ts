// @noble/hashes 1.8's argon2 is NOT covered by an audit: its README says Cure53's audit of version
// 1.0.0 (Jan 2022) covers everything "besides blake3, sha3-addons, sha1 and argon2". It is the
// RFC 9106 implementation of an otherwise audited library, used with its documented API only.
import { argon2idAsync } from '@noble/hashes/argon2'
import { argon2Parameters } from './argon2Parameters.ts'
import { Argon2ParametersRefusedError } from './errors.ts'

/** Argon2id's cost, as a password envelope stores it. */
export interface PasswordKeyParameters {
  memoryKiB: number
  iterations: number
  parallelism: number
}

function within(value: number, floor: number, ceiling: number): boolean {
  return Number.isInteger(value) && value >= floor && value <= ceiling
}

/** The AES-GCM key (non-extractable) of a password: Argon2id over the password and salt, 32 bytes, imported raw. */
export async function passwordKeyOf(password: string, salt: Uint8Array, parameters: PasswordKeyParameters): Promise<CryptoKey> {
  const { floor, ceiling } = argon2Parameters
  if (
    !within(parameters.memoryKiB, floor.memoryKiB, ceiling.memoryKiB) ||
    !within(parameters.iterations, floor.iterations, ceiling.iterations) ||
    !within(parameters.parallelism, floor.parallelism, ceiling.parallelism)
  ) {
    throw new Argon2ParametersRefusedError(`m=${parameters.memoryKiB} KiB, t=${parameters.iterations}, p=${parameters.parallelism}`)
  }
  const derived = await argon2idAsync(password, salt, { m: parameters.memoryKiB, t: parameters.iterations, p: parameters.parallelism, dkLen: 32 })
  try {
    return await crypto.subtle.importKey('raw', new Uint8Array(derived), 'AES-GCM', false, ['encrypt', 'decrypt'])
  } finally {
    derived.fill(0)
  }
}
