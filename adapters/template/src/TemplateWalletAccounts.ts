import * as t from 'io-ts'

/** The codec of the accounts a wallet grants (from `enable()` and `subscribe`): `[{ address }]`, extra fields ignored. */
export const TemplateWalletAccounts = t.readonlyArray(t.type({ address: t.string }), 'a list of accounts [{ address }]')
/** The accounts a wallet granted, as decoded. */
export type TemplateWalletAccounts = t.TypeOf<typeof TemplateWalletAccounts>
