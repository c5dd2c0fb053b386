import { englishMessages } from '@portico/kernel/internal'

const webComponentMessages: Record<string, string> = {
  'button.accountBalance': 'Account {address}, balance {balance}',
  'button.network': 'Network: {name}',
  'button.networkUnsupported': 'Unsupported network',
  'button.networkNone': 'Choose network',
}

/**
 * Joins the English messages of the web components to the catalogue of `i18n/englishMessages.ts`
 * (the connect button's own keys are there already); they load with the components' code.
 */
export function joinWebComponentMessages(): void {
  for (const [key, text] of Object.entries(webComponentMessages)) englishMessages[key] ??= text
}
