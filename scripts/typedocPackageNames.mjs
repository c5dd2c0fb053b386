// A TypeDoc plugin (typedoc.json "plugin"): names each entry module after the package entry it is,
// read from its package.json exports map (`kernel/src/extend/index.ts` -> `@portico/kernel/extend`),
// instead of after its folder (`kernel/src/extend`).
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { Converter, ReflectionKind } from 'typedoc'

/** Every file path an exports target names, conditions included. */
function targetPaths(target) {
  if (typeof target === 'string') return [target]
  if (typeof target !== 'object' || target === null) return []
  return Object.values(target).flatMap(targetPaths)
}

/** The package entry (`name` + export key) whose target is this file; undefined when none is. */
export function packageEntryName(fileName) {
  const file = resolve(fileName)
  for (let directory = dirname(file); directory !== dirname(directory); directory = dirname(directory)) {
    const manifest = join(directory, 'package.json')
    if (!existsSync(manifest)) continue
    const { name, exports } = JSON.parse(readFileSync(manifest, 'utf8'))
    if (typeof name !== 'string' || typeof exports !== 'object' || exports === null) return undefined
    for (const [key, target] of Object.entries(exports)) {
      if (targetPaths(target).some((path) => resolve(directory, path) === file)) return key === '.' ? name : `${name}/${key.replace(/^\.\//, '')}`
    }
    return undefined
  }
  return undefined
}

/** Registers the renaming with TypeDoc. */
export function load(app) {
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection) => {
    if (!reflection.kindOf(ReflectionKind.Module)) return
    const fileName = context.getSymbolFromReflection(reflection)?.declarations?.[0]?.getSourceFile().fileName
    const name = fileName ? packageEntryName(fileName) : undefined
    if (name) reflection.name = name
  })
}
