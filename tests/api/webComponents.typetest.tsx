// Type-level test, checked by `npx tsc -p tsconfig.json` and never run: a React host that imports
// @portico/kernel/react writes AppKit's web components in JSX, each with every attribute AppKit
// documents, and a wrong attribute value is a type error, as it is with AppKit's typings.
import { createAppKit } from '@portico/kernel/react'

createAppKit({ projectId: 'typetest', networks: [{ id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['https://rpc.example'] } } }] })

export function Header() {
  return (
    <header>
      <appkit-button />
      <appkit-button disabled balance="hide" size="sm" label="Sign in" loadingLabel="One moment" namespace="eip155" />
      <appkit-button disabled={false} balance="show" size="md" namespace="solana" />
      <appkit-button namespace="bip122" className="wallet" id="connect" style={{ marginInlineStart: 8 }} />
      <appkit-connect-button />
      <appkit-connect-button size="sm" label="Sign in" loadingLabel="One moment" />
      <appkit-account-button />
      <appkit-account-button disabled balance="hide" />
      <appkit-network-button />
      <appkit-network-button disabled />
      <w3m-button balance="hide" size="sm" label="Sign in" loadingLabel="One moment" namespace="eip155" disabled />
      <w3m-connect-button size="md" label="Sign in" loadingLabel="One moment" />
      <w3m-account-button balance="show" disabled />
      <w3m-network-button disabled />
    </header>
  )
}

export function WrongValues() {
  return (
    <>
      {/* @ts-expect-error balance is 'show' or 'hide' */}
      <appkit-button balance="none" />
      {/* @ts-expect-error size is 'md' or 'sm' */}
      <appkit-button size="lg" />
      {/* @ts-expect-error namespace is 'eip155', 'solana' or 'bip122' */}
      <appkit-button namespace="cosmos" />
      {/* @ts-expect-error disabled is a boolean */}
      <appkit-button disabled="yes" />
      {/* @ts-expect-error label is a string */}
      <appkit-button label={1} />
      {/* @ts-expect-error size is 'md' or 'sm' */}
      <appkit-connect-button size="xl" />
      {/* @ts-expect-error loadingLabel is a string */}
      <appkit-connect-button loadingLabel={false} />
      {/* @ts-expect-error balance is 'show' or 'hide' */}
      <appkit-account-button balance={true} />
      {/* @ts-expect-error disabled is a boolean */}
      <appkit-network-button disabled="disabled" />
      {/* @ts-expect-error balance is 'show' or 'hide' */}
      <w3m-button balance="hidden" />
      {/* @ts-expect-error size is 'md' or 'sm' */}
      <w3m-connect-button size="large" />
      {/* @ts-expect-error disabled is a boolean */}
      <w3m-account-button disabled="true" />
      {/* @ts-expect-error disabled is a boolean */}
      <w3m-network-button disabled={1} />
      {/* @ts-expect-error no such web component */}
      <appkit-modal-button />
    </>
  )
}
