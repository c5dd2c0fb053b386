import type { Queryable } from '../Database.ts'

/** The id of the user with this e-mail (lower case), if any. */
export async function userByEmail(database: Queryable, email: string): Promise<string | undefined> {
  const [row] = await database.query<{ id: string }>('SELECT id FROM frame_users WHERE email = $1', [email])
  return row?.id
}
