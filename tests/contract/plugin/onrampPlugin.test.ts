import { fileURLToPath } from 'node:url'
import { onramp } from '@portico/plugin-onramp'
import { pluginContract } from './pluginContract.ts'

const sourceDirectory = fileURLToPath(new URL('../../../plugins/onramp/src', import.meta.url))

pluginContract('onramp', { create: () => onramp(), sourceDirectory, packageName: '@portico/plugin-onramp' })
