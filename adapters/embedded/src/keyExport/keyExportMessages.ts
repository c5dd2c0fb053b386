/** The key export's English catalogue (added by `addKeyExport`); `locales/` has the other shipped locales. */
export const keyExportMessages: Record<string, string> = {
  'embeddedWallet.exportKeyFeature': 'Export private key',
  'embeddedWallet.exportKeyTitle': 'Export Private Key',
  'embeddedWallet.exportKeyWaiting': 'Confirm in the secure frame to see your private key',
  'embeddedWallet.exportKeyUnavailable': 'Unable to load email login dependency',
}
