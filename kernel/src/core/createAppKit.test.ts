import { describe, expect, it } from 'vitest'
import { ConfigError } from '../errors.ts'
import { mainnet } from '../networks/mainnet.ts'
import { createAppKit } from './createAppKit.ts'
import type { CoreAppKitOptionsInput } from './CoreAppKitOptionsInput.ts'

describe('createAppKit of @portico/kernel/core', () => {
  it('refuses options without a universal provider, or with an object that is not one, as a ConfigError', () => {
    const without = { projectId: 'project', networks: [mainnet] } as unknown as CoreAppKitOptionsInput
    expect(() => createAppKit(without)).toThrow(ConfigError)
    const notOne = { projectId: 'project', networks: [mainnet], universalProvider: { connect: () => undefined } } as unknown as CoreAppKitOptionsInput
    expect(() => createAppKit(notOne)).toThrow('createAppKit of @portico/kernel/core needs a universalProvider')
  })
})
