import { combine } from 'shamir-secret-sharing'
import type { Queryable } from '../../service/src/Database.ts'
import { decryptAuthShare } from '../../service/src/frame/decryptAuthShare.ts'
import { walletAddressesOf } from '../../service/frame/src/vault/walletAddressesOf.ts'

/** What every row of the service's database gives, read with its key-encryption key. */
export interface ServiceFrameRowsAudit {
  tables: number
  rows: number
  /** The names of the `secrets` found in some value of some row, in any encoding searched. */
  leaks: string[]
  /** Every auth share the rows of `frame_wallets` decrypt to with the key-encryption key (base64). */
  authShares: string[]
  /** How many byte strings of a share's length the rows and the key-encryption key give. */
  shareSized: number
  /** The EVM addresses of every secret that any two of those byte strings combine into. */
  reconstructed: string[]
}

const base64Shape = /^[A-Za-z0-9+/_-]{16,}={0,2}$/
const hexShape = /^(?:0x)?((?:[0-9a-fA-F]{2}){8,})$/

/** Every string in a value as the database driver gave it: bytes as hex and base64, JSON walked. */
function leavesOf(value: unknown, into: string[]): void {
  if (typeof value === 'string') into.push(value)
  else if (value instanceof Uint8Array) into.push(Buffer.from(value).toString('hex'), Buffer.from(value).toString('base64'))
  else if (Array.isArray(value)) for (const item of value) leavesOf(item, into)
  else if (value !== null && typeof value === 'object' && !(value instanceof Date)) for (const item of Object.values(value)) leavesOf(item, into)
}

/** The byte strings a text may encode (base64, base64url, hex). */
function bytesIn(text: string): Buffer[] {
  const found: Buffer[] = []
  if (base64Shape.test(text)) found.push(Buffer.from(text, text.includes('-') || text.includes('_') ? 'base64url' : 'base64'))
  const hex = hexShape.exec(text)?.[1]
  if (hex !== undefined) found.push(Buffer.from(hex, 'hex'))
  return found
}

/**
 * Reads every row of every table of the service's database (schema `public`) and audits it as
 * someone holding the database and the key-encryption key would: which of `secrets` appear in any
 * value (hex, base64, base64url), which auth shares the key decrypts, and whether any two byte
 * strings of `shareLength` bytes they give (every value decoded, plus the decrypted auth shares)
 * combine with Shamir into a secret, and whose EVM address that secret has.
 */
export async function auditServiceFrameRows(database: Queryable, keyEncryptionKey: { id: string; key: string }, secrets: Readonly<Record<string, Uint8Array | string>>, shareLength: number): Promise<ServiceFrameRowsAudit> {
  const tables = await database.query<{ table_name: string }>("SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'")
  const leaves: string[] = []
  let rows = 0
  for (const { table_name: table } of tables) {
    const found = await database.query(`SELECT * FROM "${table}"`)
    rows += found.length
    leavesOf(found, leaves)
  }
  const needles = Object.entries(secrets).map(([name, secret]) => {
    if (typeof secret === 'string') return { name, texts: [secret] }
    const bytes = Buffer.from(secret)
    return { name, texts: [bytes.toString('hex'), bytes.toString('base64').replace(/=+$/, ''), bytes.toString('base64url')] }
  })
  const haystack = leaves.join('\n')
  const lowerHaystack = haystack.toLowerCase()
  const leaks = needles.filter(({ texts }) => texts.some((text) => haystack.includes(text) || lowerHaystack.includes(text.toLowerCase()))).map(({ name }) => name)
  const keys = [{ id: keyEncryptionKey.id, key: Buffer.from(keyEncryptionKey.key, 'base64') }]
  const wallets = await database.query<{ user_id: string; auth_share_ciphertext: string; auth_share_iv: string; kek_id: string }>('SELECT user_id, auth_share_ciphertext, auth_share_iv, kek_id FROM frame_wallets')
  const authShares = wallets.map((wallet) => decryptAuthShare(keys, wallet.user_id, { ciphertext: wallet.auth_share_ciphertext, iv: wallet.auth_share_iv, keyId: wallet.kek_id }))
  const unique = new Map<string, Buffer>()
  for (const bytes of [...leaves.flatMap(bytesIn), ...authShares.map((share) => Buffer.from(share, 'base64'))]) if (bytes.length === shareLength) unique.set(bytes.toString('hex'), bytes)
  const candidates = [...unique.values()]
  const reconstructed: string[] = []
  for (let first = 0; first < candidates.length; first += 1) {
    for (let second = first + 1; second < candidates.length; second += 1) {
      try {
        reconstructed.push(walletAddressesOf(await combine([candidates[first] ?? Buffer.alloc(0), candidates[second] ?? Buffer.alloc(0)])).eip155)
      } catch {
        // Not two shares of one secret of a wallet's length.
      }
    }
  }
  return { tables: tables.length, rows, leaks, authShares, shareSized: candidates.length, reconstructed }
}
