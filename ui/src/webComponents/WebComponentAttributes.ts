// JSX typings of AppKit's web components for React hosts: `@portico/kernel/react` imports this
// file, so `<appkit-button balance="hide" />` type-checks and a wrong value does not.
import type { DetailedHTMLProps, HTMLAttributes } from 'react'

/** The attributes of each web component, by tag name, as AppKit documents them. */
export interface WebComponentAttributes {
  'appkit-button': {
    disabled?: boolean
    /** Whether the account button shows the native balance; default 'show'. */
    balance?: 'show' | 'hide'
    size?: 'md' | 'sm'
    /** The text while disconnected; default "Connect Wallet". */
    label?: string
    /** The text while connecting; default "Connecting...". */
    loadingLabel?: string
    /** The namespace whose account it shows; default the active one. */
    namespace?: 'eip155' | 'solana' | 'bip122'
  }
  'appkit-connect-button': {
    size?: 'md' | 'sm'
    label?: string
    loadingLabel?: string
  }
  'appkit-account-button': {
    disabled?: boolean
    balance?: 'show' | 'hide'
  }
  'appkit-network-button': {
    disabled?: boolean
  }
}

/** A web component's attributes with those every HTML element takes (id, className, style, ref...). */
type ElementProps<Tag extends keyof WebComponentAttributes> = Omit<DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>, keyof WebComponentAttributes[Tag]> &
  WebComponentAttributes[Tag]

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- how React's JSX elements are extended
  namespace JSX {
    interface IntrinsicElements {
      'appkit-button': ElementProps<'appkit-button'>
      'appkit-connect-button': ElementProps<'appkit-connect-button'>
      'appkit-account-button': ElementProps<'appkit-account-button'>
      'appkit-network-button': ElementProps<'appkit-network-button'>
      'w3m-button': ElementProps<'appkit-button'>
      'w3m-connect-button': ElementProps<'appkit-connect-button'>
      'w3m-account-button': ElementProps<'appkit-account-button'>
      'w3m-network-button': ElementProps<'appkit-network-button'>
    }
  }
}
