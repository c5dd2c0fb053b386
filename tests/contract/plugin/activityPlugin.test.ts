import { fileURLToPath } from 'node:url'
import { activity } from '@portico/plugin-activity'
import { pluginContract } from './pluginContract.ts'

const sourceDirectory = fileURLToPath(new URL('../../../plugins/activity/src', import.meta.url))

pluginContract('activity', { create: () => activity(), sourceDirectory, packageName: '@portico/plugin-activity' })
