import { describe, expect, it } from 'vitest'
import { ConfigError } from '@portico/kernel'
import { mainnet } from '../../../networks/src/mainnet.ts'
import { createAppKit } from './createAppKit.ts'

describe('createAppKit of @portico/kernel/core', () => {
  it('refuses options without a universal provider, or with an object that is not one, as a ConfigError', () => {
    // @ts-expect-error: a JavaScript host's options without the provider, which the types refuse too
    expect(() => createAppKit({ projectId: 'project', networks: [mainnet] })).toThrow(ConfigError)
    // @ts-expect-error: an object that is not a universal provider, which the types refuse too
    expect(() => createAppKit({ projectId: 'project', networks: [mainnet], universalProvider: { connect: () => undefined } })).toThrow('createAppKit of @portico/kernel/core needs a universalProvider')
  })
})
