/** The package entry (`name` + export key) whose target is this file; undefined when none is. */
export function packageEntryName(fileName: string): string | undefined
/** Registers the renaming with TypeDoc. */
export function load(app: import('typedoc').Application): void
