import type { CaipNetworkId } from '@portico/kernel/extend'
import { solanaHeader } from './formatSolanaMessage.ts'
import { invalidSolanaMessageField } from './invalidSolanaMessageField.ts'
import type { SiwxMessageData } from './SiwxMessageData.ts'

/** Reads the lines of a message one after the other, each at most once, in order. */
class LineReader {
  private index = 0
  private readonly lines: readonly string[]

  constructor(lines: readonly string[]) {
    this.lines = lines
  }

  get done(): boolean {
    return this.index >= this.lines.length
  }

  peek(): string | undefined {
    return this.lines[this.index]
  }

  next(): string | undefined {
    return this.lines[this.index++]
  }

  /** The value after `tag` when the next line starts with it (and consumes the line). */
  field(tag: string): string | undefined {
    const line = this.peek()
    if (line === undefined || !line.startsWith(tag)) return undefined
    this.index++
    return line.slice(tag.length)
  }
}

/**
 * Reads a Sign-In-With-Solana message as `formatSolanaMessage` writes it, strictly: fields in
 * order, nothing after them, every value valid. Undefined when the text is not one.
 */
export function parseSolanaMessage(text: string): SiwxMessageData | undefined {
  const reader = new LineReader(text.split('\n'))
  const header = reader.next()
  if (!header?.endsWith(solanaHeader)) return undefined
  const domain = header.slice(0, -solanaHeader.length)
  const accountAddress = reader.next()
  if (accountAddress === undefined || reader.next() !== '') return undefined
  let statement: string | undefined
  if (!reader.peek()?.startsWith('URI: ')) {
    statement = reader.next()
    if (reader.next() !== '') return undefined
  }
  const uri = reader.field('URI: ')
  const version = reader.field('Version: ')
  const reference = reader.field('Chain ID: ')
  const nonce = reader.field('Nonce: ')
  if (uri === undefined || version !== '1' || !reference || nonce === undefined) return undefined
  const data: SiwxMessageData = { accountAddress, chainId: `solana:${reference}` as CaipNetworkId, domain, uri, version, nonce }
  if (statement !== undefined) data.statement = statement
  const issuedAt = reader.field('Issued At: ')
  if (issuedAt !== undefined) data.issuedAt = issuedAt
  const expirationTime = reader.field('Expiration Time: ')
  if (expirationTime !== undefined) data.expirationTime = expirationTime
  const notBefore = reader.field('Not Before: ')
  if (notBefore !== undefined) data.notBefore = notBefore
  const requestId = reader.field('Request ID: ')
  if (requestId !== undefined) data.requestId = requestId
  if (reader.peek() === 'Resources:') {
    reader.next()
    const resources: string[] = []
    for (let resource = reader.field('- '); resource !== undefined; resource = reader.field('- ')) resources.push(resource)
    if (resources.length === 0) return undefined
    data.resources = resources
  }
  if (!reader.done) return undefined
  return invalidSolanaMessageField(data) ? undefined : data
}
