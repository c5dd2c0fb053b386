import { fileURLToPath } from 'node:url'
import { swaps } from '@portico/plugin-swaps'
import { pluginContract } from './pluginContract.ts'

const sourceDirectory = fileURLToPath(new URL('../../../plugins/swaps/src', import.meta.url))

pluginContract('swaps', { create: () => swaps(), sourceDirectory, packageName: '@portico/plugin-swaps' })
