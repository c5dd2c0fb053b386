/** One node error: a stable name, the pattern of the node's message and an English message. */
export interface NodeErrorEntry {
  readonly name: string
  readonly pattern: RegExp
  readonly message: string
}

/**
 * The node errors of SPEC §8, matched in this order against a node's message (geth, anvil and
 * similar clients word them alike). "execution reverted" comes first, so a revert reason that
 * mentions funds or gas is still read as a revert.
 */
export const nodeErrorMessages = [
  { name: 'EXECUTION_REVERTED', pattern: /execution reverted/i, message: 'The contract reverted the transaction.' },
  {
    name: 'TIP_ABOVE_FEE_CAP',
    pattern: /max priority fee per gas higher than max fee per gas|tip (?:higher|above) (?:than )?fee cap/i,
    message: 'The priority fee (tip) is higher than the maximum fee per gas.',
  },
  {
    name: 'FEE_CAP_TOO_HIGH',
    pattern: /(?:max fee per gas|max priority fee per gas|fee cap|tip) higher than 2\^256-1|fee cap too high|exceeds the configured cap/i,
    message: 'The maximum fee per gas is too high.',
  },
  {
    name: 'FEE_CAP_TOO_LOW',
    pattern: /(?:max fee per gas|fee cap) less than block base fee|fee cap too low|transaction underpriced/i,
    message: 'The maximum fee per gas is lower than the block base fee.',
  },
  { name: 'NONCE_TOO_HIGH', pattern: /nonce too high/i, message: 'The nonce is higher than the next nonce of the account.' },
  { name: 'NONCE_TOO_LOW', pattern: /nonce too low|nonce has already been used/i, message: 'The nonce is lower than the next nonce of the account.' },
  { name: 'NONCE_MAX_VALUE', pattern: /nonce has max value/i, message: 'The nonce has reached its maximum value.' },
  {
    name: 'INSUFFICIENT_FUNDS',
    pattern: /insufficient funds/i,
    message: 'The account does not have enough funds to pay for gas and value.',
  },
  {
    name: 'INTRINSIC_GAS_TOO_HIGH',
    pattern: /intrinsic gas too high|gas limit reached|exceeds block gas limit/i,
    message: 'The gas limit is higher than the block allows.',
  },
  { name: 'INTRINSIC_GAS_TOO_LOW', pattern: /intrinsic gas too low/i, message: 'The gas limit is too low for this transaction.' },
  {
    name: 'TRANSACTION_TYPE_NOT_SUPPORTED',
    pattern: /(?:transaction|tx) type not supported|unsupported transaction type/i,
    message: 'The node does not support this transaction type.',
  },
] as const satisfies readonly NodeErrorEntry[]

/** The stable name of a node error, such as `NONCE_TOO_LOW`. */
export type NodeErrorName = (typeof nodeErrorMessages)[number]['name']
