import { defineStorageSlot } from '@portico/kernel/extend'
import { PendingPayment } from './PendingPayment.ts'

/** Where the payment sent and not yet confirmed is kept (`@portico/payPending`). */
export const pendingPaymentSlot = defineStorageSlot('payPending', PendingPayment)
