import { describe, expect, it } from 'vitest'
import { webComponentKinds } from './webComponentKinds.ts'
import { webComponentSelector } from '../../../kernel/src/model/webComponentSelector.ts'

describe('webComponentSelector', () => {
  it('names every web component tag, and nothing else', () => {
    expect(webComponentSelector.split(',').sort()).toEqual(Object.keys(webComponentKinds).sort())
  })
})
