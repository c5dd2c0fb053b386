import { parseEther, parseUnits } from 'viem'

/**
 * The reserves `deployExchange` seeds the harness's pools with, from anvil account 9: ETH/PTT
 * 100 ETH : 150 000 PTT (1 ETH = 1500 PTT, as the harness prices ETH 3000 and PTT 2) and PTT/PUSD
 * 100 000 PTT : 200 000 PUSD (1 PTT = 2 PUSD, PUSD 1).
 */
export const exchangeSeed = {
  ethPool: { eth: parseEther('100'), ptt: parseEther('150000') },
  dollarPool: { ptt: parseEther('100000'), pusd: parseUnits('200000', 6) },
} as const
