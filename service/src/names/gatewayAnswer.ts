import { decodeFunctionData, encodeAbiParameters, encodePacked, getAddress, isAddress, isHex, keccak256, parseAbi } from 'viem'
import type { Hex } from 'viem'
import { sign } from 'viem/accounts'
import type { Answer } from '../api/Answer.ts'
import type { Queryable } from '../Database.ts'
import { dnsDecodeName } from './dnsDecodeName.ts'
import type { NamesContext } from './NamesContext.ts'

const extendedResolverAbi = parseAbi(['function resolve(bytes name, bytes data) view returns (bytes)'])
const profileAbi = parseAbi([
  'function addr(bytes32 node) view returns (address)',
  'function addr(bytes32 node, uint256 coinType) view returns (bytes)',
  'function text(bytes32 node, string key) view returns (string)',
  'function name(bytes32 node) view returns (string)',
])
const ethereumCoinType = 60n
const zeroAddress = '0x0000000000000000000000000000000000000000'

function refused(error: string): Answer {
  return { status: 400, body: { error } }
}

async function addressOf(database: Queryable, label: string): Promise<string | undefined> {
  const [row] = await database.query<{ address: string }>('SELECT address FROM names WHERE label = $1', [label])
  return row?.address
}

async function primaryNameOf(database: Queryable, address: string): Promise<string | undefined> {
  const [row] = await database.query<{ label: string }>('SELECT label FROM names WHERE address = $1 ORDER BY registered_at DESC, label LIMIT 1', [address.toLowerCase()])
  return row?.label
}

/** The ABI-encoded result of one resolver call (`data`) about `name`; undefined for a call it does not answer. */
async function resolverResult(database: Queryable, names: NamesContext, name: string, data: Hex): Promise<Hex | undefined> {
  const call = decodeFunctionData({ abi: profileAbi, data })
  const reverse = /^([0-9a-f]{40})\.addr\.reverse$/.exec(name)
  if (reverse?.[1] !== undefined && call.functionName === 'name') {
    const label = await primaryNameOf(database, `0x${reverse[1]}`)
    return encodeAbiParameters([{ type: 'string' }], [label === undefined ? '' : `${label}.${names.parent}`])
  }
  const suffix = `.${names.parent}`
  const label = name.endsWith(suffix) ? name.slice(0, -suffix.length) : undefined
  if (label === undefined || label === '' || label.includes('.')) return undefined
  const owner = await addressOf(database, label)
  if (call.functionName === 'addr' && call.args.length === 1) return encodeAbiParameters([{ type: 'address' }], [owner === undefined ? zeroAddress : getAddress(owner)])
  if (call.functionName === 'addr') {
    const bytes = owner !== undefined && call.args[1] === ethereumCoinType ? getAddress(owner) : '0x'
    return encodeAbiParameters([{ type: 'bytes' }], [bytes])
  }
  if (call.functionName === 'text') return encodeAbiParameters([{ type: 'string' }], [''])
  return undefined
}

/**
 * The EIP-3668 gateway (`/names/gateway/{sender}/{data}.json`): answers an ENSIP-10
 * `resolve(name, data)` for the resolver `sender` — addr, text (empty) of `<label>.{parent}`, and
 * `name` of `<address>.addr.reverse` — as `{ data }`, the ABI encoding of (result, expires,
 * signature), signed over keccak256(0x1900, sender, expires, keccak256(request), keccak256(result))
 * as the resolver on chain checks.
 */
export async function gatewayAnswer(database: Queryable, names: NamesContext, sender: string, request: string): Promise<Answer> {
  if (!isAddress(sender, { strict: false })) return refused(`Not an address: ${sender}`)
  if (!isHex(request)) return refused('The request is not hex')
  let name: string | undefined
  let result: Hex | undefined
  try {
    const call = decodeFunctionData({ abi: extendedResolverAbi, data: request })
    name = dnsDecodeName(call.args[0])
    result = name === undefined ? undefined : await resolverResult(database, names, name.toLowerCase(), call.args[1])
  } catch {
    return refused('The request is not a resolve(bytes,bytes) call this gateway answers')
  }
  if (name === undefined) return refused('The name is not DNS-encoded')
  if (result === undefined) return { status: 404, body: { error: `No answer for this call about ${name}` } }
  const expires = BigInt(Math.floor(Date.now() / 1000) + names.answerLifetimeSeconds)
  const digest = keccak256(encodePacked(['bytes2', 'address', 'uint64', 'bytes32', 'bytes32'], ['0x1900', getAddress(sender), expires, keccak256(request), keccak256(result)]))
  const signature = await sign({ hash: digest, privateKey: names.gatewayKey, to: 'hex' })
  return { status: 200, body: { data: encodeAbiParameters([{ type: 'bytes' }, { type: 'uint64' }, { type: 'bytes' }], [result, expires, signature]) } }
}

