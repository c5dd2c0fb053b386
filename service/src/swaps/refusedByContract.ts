import { BaseError, ContractFunctionRevertedError, ContractFunctionZeroDataError } from 'viem'

/** Whether a contract read failed because the contract is not there or refused the call (a revert), not because the node failed. */
export function refusedByContract(error: unknown): boolean {
  return error instanceof BaseError && error.walk((cause) => cause instanceof ContractFunctionRevertedError || cause instanceof ContractFunctionZeroDataError) !== null
}
