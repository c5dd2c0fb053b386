import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { productFiles } from '../../tests/harness/productFiles.ts'
import { BaseError } from './errors/BaseError.ts'
import { KernelError } from './errors.ts'
import * as host from './index.ts'

// DESIGN.md's "Errors" for the kernel: one class per condition, each a KernelError with a code of
// the KernelErrorCode union and a name of its own, exported to hosts; no error built by hand.

const sourceRoot = fileURLToPath(new URL('.', import.meta.url))
type Condition = new (first: string, second: string) => KernelError
const isCondition = (value: unknown): value is Condition => typeof value === 'function' && value.prototype instanceof KernelError
const conditions = Object.entries(host as Record<string, unknown>).flatMap(([name, value]): [string, Condition][] => (isCondition(value) ? [[name, value]] : []))

describe("the kernel's errors", () => {
  it('exports a KernelError class per condition to hosts', () => {
    expect(conditions.map(([name]) => name)).toEqual(expect.arrayContaining(['ConnectorNotFoundError', 'NetworkError', 'RequestTimeoutError', 'TransactionLimitError']))
    expect(conditions.length).toBeGreaterThanOrEqual(25)
  })

  it.each(conditions)('%s is a BaseError whose name is its own and whose code is its condition\'s', (name, Condition) => {
    const error = new Condition('x', 'y')
    expect(error).toBeInstanceOf(BaseError)
    expect(error).toBeInstanceOf(KernelError)
    expect(error.name).toBe(name)
    expect(error.code).toMatch(/^[A-Z][A-Z_]+$/)
    expect(String(error)).toContain(name)
  })

  it('gives each condition a code of its own', () => {
    const codes = conditions.map(([, Condition]) => new Condition('x', 'y').code)
    expect(new Set(codes).size).toBe(codes.length)
  })

  it('keeps the texts and details the conditions had as plain BaseErrors', () => {
    const notFound = new host.ConnectorNotFoundError('io.metamask')
    expect(notFound).toMatchObject({ code: 'CONNECTOR_NOT_FOUND', shortMessage: 'Connector not found', details: 'io.metamask' })
    expect(new host.NetworkError({ details: 'GET /x' }).message).toBe('HTTP request failed\n\nDetails: GET /x')
    expect(new host.ServiceError('Origin not allowed', { code: 'ORIGIN_NOT_ALLOWED' })).toMatchObject({ name: 'ServiceError', code: 'ORIGIN_NOT_ALLOWED' })
  })

  it('builds no error by hand: every error the kernel raises is one of its classes', () => {
    const handMade = productFiles(sourceRoot).flatMap((file) =>
      readFileSync(`${sourceRoot}${file}`, 'utf8')
        .split('\n')
        .filter((line) => /\bnew (?:Error|BaseError)\(/.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    )
    expect(handMade).toEqual([])
  })
})
