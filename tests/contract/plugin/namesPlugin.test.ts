import { fileURLToPath } from 'node:url'
import { namesPlugin } from '@portico/plugin-names'
import { pluginContract } from './pluginContract.ts'

const sourceDirectory = fileURLToPath(new URL('../../../plugins/names/src', import.meta.url))

pluginContract('names', { create: () => namesPlugin(), sourceDirectory, packageName: '@portico/plugin-names' })
