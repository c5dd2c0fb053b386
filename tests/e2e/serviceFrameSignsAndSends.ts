import type { Page } from 'playwright-core'
import { parseEther } from 'viem'
import type { Address, Hex } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { expect } from 'vitest'
import { expectFirstSafeSend } from './expectFirstSafeSend.ts'
import type { ServiceFrameSetup } from './serviceFrameSetup.ts'

/**
 * With the modal closed, the service frame app's connected `address` signs `message`, then sends
 * 0.5 ETH (funded on anvil first) to a fresh address, each approved in the modal; both checked on
 * the chain. The signature verifies for the address and not for other contents (ERC-6492 for a
 * Safe not deployed yet); the receiver gains exactly 0.5 ETH. From an EOA (`account: 'eoa'`) the
 * transaction is the address's own; from a Safe (`'smartAccount'`, not deployed yet) it is the
 * Safe's first send through the service's bundler (`expectFirstSafeSend`; its owner paid nothing).
 */
export async function serviceFrameSignsAndSends(setup: ServiceFrameSetup, page: Page, address: Address, account: 'eoa' | 'smartAccount', message: string): Promise<void> {
  const reader = setup.reader()
  await page.keyboard.press('Escape')
  const signing = page.evaluate((text) => window.serviceFrameApp?.sign(text), message)
  await setup.approveInModal(page)
  const signature = (await signing) as Hex
  expect(await reader.verifyMessage({ address, message, signature })).toBe(true)
  expect(await reader.verifyMessage({ address, message: `${message}, altered`, signature })).toBe(false)

  if (account === 'smartAccount') expect(await reader.getCode({ address })).toBeUndefined()
  await reader.request({ method: 'anvil_setBalance' as 'eth_chainId', params: [address, `0x${parseEther('10').toString(16)}`] as never })
  const receiver = privateKeyToAddress(generatePrivateKey())
  const sent = page.evaluate((to) => window.serviceFrameApp?.send(to, 500_000_000_000_000_000n), receiver)
  await setup.approveInModal(page)
  const hash = (await sent) as Hex
  if (account === 'smartAccount') {
    const contracts = setup.smartAccountContracts
    if (!contracts) throw new Error('The setup deployed no smart accounts')
    await expectFirstSafeSend(reader, setup.chain, contracts, { hash, safe: address, receiver, value: parseEther('0.5'), ownerBalance: 0n })
    return
  }
  const receipt = await reader.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
  expect(await reader.getBalance({ address: receiver })).toBe(parseEther('0.5'))
}
