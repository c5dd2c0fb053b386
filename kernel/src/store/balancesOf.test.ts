import { afterEach, describe, expect, it } from 'vitest'
import type { AppKit } from '../AppKit.ts'
import { createAppKit } from '../createAppKit.ts'
import { createPluginContext } from '../plugins/createPluginContext.ts'
import { testNetworks } from '../testing/testNetworks.ts'
import { BalancesStore } from './BalancesStore.ts'
import { balancesOf } from './balancesOf.ts'
import { rootBalancesSource } from './rootBalancesSource.ts'

let appKit: AppKit | undefined

afterEach(() => {
  appKit?.destroy()
  appKit = undefined
})

function instance(): AppKit {
  appKit = createAppKit({ projectId: 'balances', networks: [testNetworks.ethereum] })
  return appKit
}

describe('balancesOf: the balances store, created with its first use', () => {
  it('is none when the instance is made, then one store for every later use', () => {
    const { store } = instance()
    expect(store.balances).toBeUndefined()
    const first = balancesOf(store)
    expect(first).toBeInstanceOf(BalancesStore)
    expect(store.balances).toBe(first)
    expect(balancesOf(store)).toBe(first)
  })

  it('is the same store in a plugin\'s context and in what loadActiveBalances reads from the root store', () => {
    const { store, services } = instance()
    const context = createPluginContext(store, { http: services.http, telemetry: services.telemetry, open: async () => undefined }, 'balances-test', () => undefined)
    expect(context.balances).toBe(balancesOf(store))
    const source = rootBalancesSource(store)
    expect(source.balances).toBe(balancesOf(store))
    expect(source.connections).toBe(store.connections)
  })
})
