import type { FailedTransactionMetadata } from 'litesvm'

/** A failed transaction's error as Agave's JSON-RPC writes it, and the text its validator shows. */
export interface DescribedTransactionError {
  /** The `err` value web3.js reads: `"BlockhashNotFound"`, `{ InstructionError: [0, { Custom: 1 }] }`... */
  json: unknown
  /** A readable sentence, such as `Transaction results in an account (1) with insufficient funds for rent`. */
  message: string
  /** Whether the transaction was executed (and its fee charged) despite the error. */
  landed: boolean
}

// litesvm's TransactionErrorFieldless, in the order of its numeric values.
const transactionErrorNames = [
  'AccountInUse', 'AccountLoadedTwice', 'AccountNotFound', 'ProgramAccountNotFound', 'InsufficientFundsForFee',
  'InvalidAccountForFee', 'AlreadyProcessed', 'BlockhashNotFound', 'CallChainTooDeep', 'MissingSignatureForFee',
  'InvalidAccountIndex', 'SignatureFailure', 'InvalidProgramForExecution', 'SanitizeFailure', 'ClusterMaintenance',
  'AccountBorrowOutstanding', 'WouldExceedMaxBlockCostLimit', 'UnsupportedVersion', 'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit', 'WouldExceedAccountDataBlockLimit', 'TooManyAccountLocks',
  'AddressLookupTableNotFound', 'InvalidAddressLookupTableOwner', 'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex', 'InvalidRentPayingAccount', 'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit', 'MaxLoadedAccountsDataSizeExceeded', 'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit', 'UnbalancedTransaction', 'ProgramCacheHitMaxLimit', 'CommitCancelled',
]

// litesvm's InstructionErrorFieldless, in the order of its numeric values.
const instructionErrorNames = [
  'GenericError', 'InvalidArgument', 'InvalidInstructionData', 'InvalidAccountData', 'AccountDataTooSmall',
  'InsufficientFunds', 'IncorrectProgramId', 'MissingRequiredSignature', 'AccountAlreadyInitialized',
  'UninitializedAccount', 'UnbalancedInstruction', 'ModifiedProgramId', 'ExternalAccountLamportSpend',
  'ExternalAccountDataModified', 'ReadonlyLamportChange', 'ReadonlyDataModified', 'DuplicateAccountIndex',
  'ExecutableModified', 'RentEpochModified', 'NotEnoughAccountKeys', 'AccountDataSizeChanged',
  'AccountNotExecutable', 'AccountBorrowFailed', 'AccountBorrowOutstanding', 'DuplicateAccountOutOfSync',
  'InvalidError', 'ExecutableDataModified', 'ExecutableLamportChange', 'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId', 'CallDepth', 'MissingAccount', 'ReentrancyNotAllowed', 'MaxSeedLengthExceeded',
  'InvalidSeeds', 'InvalidRealloc', 'ComputationalBudgetExceeded', 'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure', 'ProgramFailedToComplete', 'ProgramFailedToCompile', 'Immutable',
  'IncorrectAuthority', 'AccountNotRentExempt', 'InvalidAccountOwner', 'ArithmeticOverflow', 'UnsupportedSysvar',
  'IllegalOwner', 'MaxAccountsDataAllocationsExceeded', 'MaxAccountsExceeded',
  'MaxInstructionTraceLengthExceeded', 'BuiltinProgramsMustConsumeComputeUnits', 'BorshIoError',
]

const transactionErrorTexts: Record<string, string> = {
  AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
  InsufficientFundsForFee: 'Insufficient funds for fee',
  AlreadyProcessed: 'This transaction has already been processed',
  BlockhashNotFound: 'Blockhash not found',
  SignatureFailure: 'Transaction did not pass signature verification',
  MissingSignatureForFee: 'Transaction requires a fee but has no signature present',
}

function spaced(name: string): string {
  return name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()
}

function nameAt(names: string[], value: number): string {
  return names[value] ?? `Unknown(${value})`
}

function describeInstructionError(error: unknown): { json: unknown; text: string } {
  if (typeof error === 'number') {
    const name = nameAt(instructionErrorNames, error)
    return { json: name, text: spaced(name) }
  }
  const fields = error as { code?: number; msg?: string }
  if (typeof fields.code === 'number') {
    return { json: { Custom: fields.code }, text: `custom program error: 0x${fields.code.toString(16)}` }
  }
  return { json: { BorshIoError: fields.msg ?? '' }, text: `Failed to serialize or deserialize account data: ${fields.msg ?? ''}` }
}

/** Turns litesvm's error of a failed transaction into Agave's JSON form and message. */
export function describeTransactionError(failed: FailedTransactionMetadata): DescribedTransactionError {
  const error: unknown = failed.err()
  if (typeof error === 'number') {
    const name = nameAt(transactionErrorNames, error)
    return { json: name, message: transactionErrorTexts[name] ?? spaced(name), landed: false }
  }
  const kind = (error as object).constructor.name
  const fields = error as { index?: number; accountIndex?: number; err?: () => unknown }
  if (kind === 'TransactionErrorInstructionError' && fields.err) {
    const instruction = describeInstructionError(fields.err())
    return {
      json: { InstructionError: [fields.index, instruction.json] },
      message: `Error processing Instruction ${fields.index}: ${instruction.text}`,
      landed: true,
    }
  }
  if (kind === 'TransactionErrorInsufficientFundsForRent') {
    return {
      json: { InsufficientFundsForRent: { account_index: fields.accountIndex } },
      message: `Transaction results in an account (${fields.accountIndex}) with insufficient funds for rent`,
      landed: true,
    }
  }
  if (kind === 'TransactionErrorDuplicateInstruction') {
    return {
      json: { DuplicateInstruction: fields.index },
      message: `Transaction contains a duplicate instruction (${fields.index}) that is not allowed`,
      landed: false,
    }
  }
  return {
    json: { ProgramExecutionTemporarilyRestricted: { account_index: fields.accountIndex } },
    message: `Execution of the program referenced by account at index ${fields.accountIndex} is temporarily restricted.`,
    landed: false,
  }
}
