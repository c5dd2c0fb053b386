import { fileURLToPath } from 'node:url'
import { payPlugin } from '@portico/plugin-pay'
import { pluginContract } from './pluginContract.ts'

const sourceDirectory = fileURLToPath(new URL('../../../plugins/pay/src', import.meta.url))

pluginContract('pay', { create: () => payPlugin(), sourceDirectory, packageName: '@portico/plugin-pay' })
