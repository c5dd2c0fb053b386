import * as t from 'io-ts'
import { isAddress, isHex } from 'viem'
import type { Address, Hex } from 'viem'

const HexValue = new t.Type<Hex, Hex, unknown>('a hex string', (value): value is Hex => typeof value === 'string' && isHex(value), (value, context) => (typeof value === 'string' && isHex(value) ? t.success(value) : t.failure(value, context)), t.identity)
const AddressValue = new t.Type<Address, Address, unknown>('an address', (value): value is Address => typeof value === 'string' && isAddress(value, { strict: false }), (value, context) => (typeof value === 'string' && isAddress(value, { strict: false }) ? t.success(value) : t.failure(value, context)), t.identity)

/** An ERC-4337 v0.7 user operation as `eth_sendUserOperation` and `eth_estimateUserOperationGas` take it (quantities in hex). */
export const RpcUserOperation = t.intersection(
  [
    t.type({ sender: AddressValue, nonce: HexValue, callData: HexValue, signature: HexValue }),
    t.partial({
      callGasLimit: HexValue,
      verificationGasLimit: HexValue,
      preVerificationGas: HexValue,
      maxFeePerGas: HexValue,
      maxPriorityFeePerGas: HexValue,
      factory: t.union([AddressValue, t.null]),
      factoryData: t.union([HexValue, t.null]),
      paymaster: t.union([AddressValue, t.null]),
      paymasterVerificationGasLimit: t.union([HexValue, t.null]),
      paymasterPostOpGasLimit: t.union([HexValue, t.null]),
      paymasterData: t.union([HexValue, t.null]),
    }),
  ],
  'a v0.7 user operation { sender, nonce, factory?, factoryData?, callData, callGasLimit, verificationGasLimit, preVerificationGas, maxFeePerGas, maxPriorityFeePerGas, paymaster?, ..., signature }',
)
/** A v0.7 user operation in its JSON-RPC form. */
export type RpcUserOperation = t.TypeOf<typeof RpcUserOperation>
