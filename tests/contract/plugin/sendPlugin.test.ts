import { fileURLToPath } from 'node:url'
import { send } from '@portico/plugin-send'
import { pluginContract } from './pluginContract.ts'

const sourceDirectory = fileURLToPath(new URL('../../../plugins/send/src', import.meta.url))

pluginContract('send', { create: () => send(), sourceDirectory, packageName: '@portico/plugin-send' })
