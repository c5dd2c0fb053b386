/** The modal's colour scheme; dark is the default (SPEC §9). */
export type ThemeMode = 'light' | 'dark'
