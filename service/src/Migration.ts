/** One step of the schema: applied once, in order of `version`, in its own transaction. */
export interface Migration {
  /** 1, 2, 3, ...: the order, and the number recorded once applied. */
  version: number
  /** What it does, such as `projects and allowed origins`. */
  name: string
  /** Statements separated by `;`, without parameters. */
  sql: string
}
