import type { Database } from '../Database.ts'
import type { RegistryWallet } from './RegistryWallet.ts'

/** Replaces the registry table with `wallets`, in their order, in one transaction, under the seeding lock (processes starting at once take turns). */
export async function storeWallets(database: Database, wallets: readonly RegistryWallet[]): Promise<void> {
  await database.withLock('portico:seed', () => database.transaction(async (transaction) => {
    await transaction.query('DELETE FROM wallets')
    if (wallets.length === 0) return
    await transaction.query(
      `INSERT INTO wallets (id, position, name, data)
       SELECT entry.value ->> 'id', entry.ordinality, entry.value ->> 'name', entry.value
       FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS entry`,
      [JSON.stringify(wallets)],
    )
  }))
}
