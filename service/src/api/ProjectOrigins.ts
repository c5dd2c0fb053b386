/** The projects' allowed origins as a process keeps them (see `projectOriginsOf`). */
export interface ProjectOrigins {
  /** The project's origin patterns; undefined for an unknown project. */
  patternsOf(projectId: string): Promise<readonly string[] | undefined>
  /** Every project's origin patterns, by project id. */
  patternsByProject(): Promise<ReadonlyMap<string, readonly string[]>>
  /** Whether some project allows the origin (a project with no patterns allows any, as the kernel reads an empty list). */
  allowedBySome(origin: string): Promise<boolean>
  /** Drops what is kept, so the next question reads the database (after this process changed a project). */
  forget(): void
  /** Stops listening for changes. */
  close(): Promise<void>
}
