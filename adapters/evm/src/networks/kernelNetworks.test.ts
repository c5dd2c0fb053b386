import * as kernelNetworks from '@portico/kernel/networks'
import { describe, expect, it } from 'vitest'
import { evmNetworks } from './evmNetworks.ts'
import { toPorticoNetwork } from './toPorticoNetwork.ts'
import { viemChainNamed } from './testing/viemChainNamed.ts'

const { defineChain: _defineChain, ...byName } = kernelNetworks
const evm = Object.entries(byName).filter(([, network]) => network.chainNamespace === 'eip155')

describe("the kernel's networks (@portico/kernel/networks), written without viem", () => {
  it.each(evm)("%s equals viem's chain of the same name, as this adapter turns it into a Network", (name, network) => {
    const chain = viemChainNamed(name)
    if (!chain) throw new Error(`viem/chains has no ${name}`)
    expect(network).toEqual(toPorticoNetwork(chain))
  })

  it('equals evmNetworks where both name a network', () => {
    const shared = Object.keys(evmNetworks).filter((name) => name in byName)
    expect(shared.length).toBeGreaterThan(10)
    for (const name of shared) expect(byName[name as keyof typeof byName], name).toEqual(evmNetworks[name as keyof typeof evmNetworks])
  })
})
