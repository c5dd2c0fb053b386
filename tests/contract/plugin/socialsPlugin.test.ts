import { fileURLToPath } from 'node:url'
import { socials } from '@portico/plugin-socials'
import { pluginContract } from './pluginContract.ts'

const sourceDirectory = fileURLToPath(new URL('../../../plugins/socials/src', import.meta.url))

pluginContract('socials', { create: () => socials(), sourceDirectory, packageName: '@portico/plugin-socials' })
