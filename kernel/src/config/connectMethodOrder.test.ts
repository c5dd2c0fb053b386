import { describe, expect, it } from 'vitest'
import { connectMethodOrder } from './connectMethodOrder.ts'

describe('connectMethodOrder (SPEC §2)', () => {
  it('is email, social, wallet', () => {
    expect(connectMethodOrder(false)).toEqual(['email', 'social', 'wallet'])
  })

  it('is wallet, email, social when an injected or announced wallet is shown', () => {
    expect(connectMethodOrder(true)).toEqual(['wallet', 'email', 'social'])
  })

  it('honours the host\'s features.connectMethodsOrder', () => {
    expect(connectMethodOrder(false, ['social', 'wallet', 'email'])).toEqual(['social', 'wallet', 'email'])
    expect(connectMethodOrder(true, ['social', 'email', 'wallet'])).toEqual(['social', 'email', 'wallet'])
  })

  it('completes a partial host order with SPEC\'s order and drops repeats', () => {
    expect(connectMethodOrder(false, ['wallet', 'wallet'])).toEqual(['wallet', 'email', 'social'])
    expect(connectMethodOrder(true, ['social'])).toEqual(['social', 'wallet', 'email'])
  })
})
