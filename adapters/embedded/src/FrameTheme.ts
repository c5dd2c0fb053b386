import * as t from 'io-ts'

const StringMap = t.record(t.string, t.string)

/** The sync-theme payload (SPEC §3): an optional mode and the two variable maps, strings only. */
export const FrameTheme = t.exact(
  t.partial({ themeMode: t.keyof({ light: null, dark: null }), themeVariables: StringMap, w3mThemeVariables: StringMap }),
  'FrameTheme',
)
/** The sync-theme payload. */
export type FrameTheme = t.TypeOf<typeof FrameTheme>
