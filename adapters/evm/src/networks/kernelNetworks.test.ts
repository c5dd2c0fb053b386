import * as kernelNetworks from '@portico/kernel/networks'
import * as viemChains from 'viem/chains'
import type { Chain } from 'viem'
import { describe, expect, it } from 'vitest'
import { evmNetworks } from './evmNetworks.ts'
import { toPorticoNetwork } from './toPorticoNetwork.ts'

const { defineChain: _defineChain, ...byName } = kernelNetworks
const evm = Object.entries(byName).filter(([, network]) => network.chainNamespace === 'eip155')

describe("the kernel's networks (@portico/kernel/networks), written without viem", () => {
  it.each(evm)("%s equals viem's chain of the same name, as this adapter turns it into a Network", (name, network) => {
    const chain = (viemChains as unknown as Record<string, Chain | undefined>)[name]
    expect(chain, `viem/chains has ${name}`).toBeDefined()
    expect(network).toEqual(toPorticoNetwork(chain as Chain))
  })

  it('equals evmNetworks where both name a network', () => {
    const shared = Object.keys(evmNetworks).filter((name) => name in byName)
    expect(shared.length).toBeGreaterThan(10)
    for (const name of shared) expect(byName[name as keyof typeof byName], name).toEqual(evmNetworks[name as keyof typeof evmNetworks])
  })
})
