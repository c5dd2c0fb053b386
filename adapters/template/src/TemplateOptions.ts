import * as t from 'io-ts'
import { TemplateWallet } from './TemplateWallet.ts'

/**
 * Options of `template()`: the one wallet the host brings (an EXTERNAL connector). `id` is
 * stable (the kernel stores it to reconnect); `icon` is shown only when it is a safe image URL.
 */
export const TemplateOptions = t.type(
  {
    connector: t.intersection([t.type({ id: t.string, name: t.string, wallet: TemplateWallet }), t.partial({ icon: t.string })], 'a connector { id, name, wallet, icon? }'),
  },
  'TemplateOptions',
)
/** Options of `template()`. */
export type TemplateOptions = t.TypeOf<typeof TemplateOptions>
