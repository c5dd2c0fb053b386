import { fileURLToPath } from 'node:url'
import { email } from '@portico/plugin-email'
import { pluginContract } from './pluginContract.ts'

const sourceDirectory = fileURLToPath(new URL('../../../plugins/email/src', import.meta.url))

pluginContract('email', { create: () => email(), sourceDirectory, packageName: '@portico/plugin-email' })
