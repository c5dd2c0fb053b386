import { readdirSync } from 'node:fs'

/**
 * A package's product files under `folder` (its src/), relative to it: TypeScript sources, without
 * tests, benchmarks, stories, type tests, declaration files, test helpers (`testing/` folders) and
 * locale catalogues (`locales/` folders). What the static checks of a package's code read.
 */
export function productFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|bench|stories|typetest)\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .filter((file) => !file.split('/').some((part) => part === 'testing' || part === 'locales'))
    .sort()
}
