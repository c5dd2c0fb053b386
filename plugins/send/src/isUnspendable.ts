// EVM's zero address and Solana's system program id (32 zero bytes in base58): no one holds their keys.
const unspendable = /^(0x0{40}|1{32})$/i

/** Whether funds sent to an address are lost: EVM's zero address, or Solana's all-ones system address (SPEC §5 receivers). */
export function isUnspendable(address: string): boolean {
  return unspendable.test(address)
}
