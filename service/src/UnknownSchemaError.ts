/** The database records schema versions this service does not know: a newer service migrated it, and this one refuses to run on it. */
export class UnknownSchemaError extends Error {
  readonly code = 'UNKNOWN_SCHEMA'
  /** The versions recorded in `schema_migrations` that this service does not have. */
  readonly versions: readonly number[]

  constructor(versions: readonly number[], knownUpTo: number) {
    super(`The database has schema version ${versions.join(', ')}, which this service does not know (it knows versions up to ${knownUpTo}): a newer @portico/service migrated it; run that version or a newer one`)
    this.name = 'UnknownSchemaError'
    this.versions = versions
  }
}
