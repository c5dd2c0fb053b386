/**
 * The user-rejected entry of the JSON-RPC error table (EIP-1193 code 4001), in a module of its
 * own: the stores that refuse on the user's behalf load it before the first open without the
 * whole table (`rpcErrorCodes.USER_REJECTED` is this object).
 */
export const userRejected = { code: 4001, message: 'The user rejected the request.' } as const
