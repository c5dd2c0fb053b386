import { fileURLToPath } from 'node:url'
import { siwxPlugin } from '@portico/plugin-siwx'
import { pluginContract } from './pluginContract.ts'

const sourceDirectory = fileURLToPath(new URL('../../../plugins/siwx/src', import.meta.url))

pluginContract('siwx', { create: () => siwxPlugin(), sourceDirectory, packageName: '@portico/plugin-siwx' })
