import { fileURLToPath } from 'node:url'
import { receive } from '@portico/plugin-receive'
import { pluginContract } from './pluginContract.ts'

const sourceDirectory = fileURLToPath(new URL('../../../plugins/receive/src', import.meta.url))

pluginContract('receive', { create: () => receive(), sourceDirectory, packageName: '@portico/plugin-receive' })
