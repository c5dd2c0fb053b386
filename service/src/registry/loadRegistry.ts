import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import * as t from 'io-ts'
import { decodeWith } from '../decodeWith.ts'
import type { ServiceConfig } from '../ServiceConfig.ts'
import { RegistryWallet } from './RegistryWallet.ts'
import { sampleWallets } from './sampleWallets.ts'

const RegistryFile = t.array(RegistryWallet, 'a list of wallets')

/**
 * The wallets the config's `registry` names: the JSON array of wallets in `{ file }` (relative to
 * `configDirectory`), or `{ sample: N }` generated ones with images on `serviceUrl`; undefined
 * without a `registry` (the table is then left as it is).
 */
export async function loadRegistry(registry: ServiceConfig['registry'], configDirectory: string, serviceUrl: string): Promise<RegistryWallet[] | undefined> {
  if (registry === undefined) return undefined
  if ('sample' in registry) {
    if (!Number.isInteger(registry.sample) || registry.sample < 0) throw new Error(`registry.sample must be a whole number from 0, got ${registry.sample}`)
    return sampleWallets(registry.sample, serviceUrl)
  }
  const path = resolve(configDirectory, registry.file)
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    throw new Error(`The registry file ${path} could not be read: ${error instanceof Error ? error.message : String(error)}`, { cause: error })
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    throw new Error(`The registry file ${path} is not JSON: ${error instanceof Error ? error.message : String(error)}`, { cause: error })
  }
  const wallets = decodeWith(RegistryFile, json, `The registry file ${path}`)
  const ids = new Set<string>()
  for (const wallet of wallets) {
    if (ids.has(wallet.id)) throw new Error(`The registry file ${path} lists the wallet id "${wallet.id}" twice`)
    ids.add(wallet.id)
  }
  return wallets
}
