import { fileURLToPath } from 'node:url'
import { nfts } from '@portico/plugin-nfts'
import { pluginContract } from './pluginContract.ts'

const sourceDirectory = fileURLToPath(new URL('../../../plugins/nfts/src', import.meta.url))

pluginContract('nfts', { create: () => nfts(), sourceDirectory, packageName: '@portico/plugin-nfts' })
