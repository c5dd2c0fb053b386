import { defineStorageSlot } from '@portico/kernel/extend'
import { PendingExchangePayment } from './PendingExchangePayment.ts'

/** Where the payment opened at an exchange and not yet sent is kept (`@portico/payExchangePending`). */
export const pendingExchangeSlot = defineStorageSlot('payExchangePending', PendingExchangePayment)
