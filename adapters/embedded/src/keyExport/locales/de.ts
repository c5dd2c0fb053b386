/** The embedded wallet's key export messages in German (de): every key of its English catalogue (keyExportMessages). */
const de: Record<string, string> = {
  'embeddedWallet.exportKeyFeature': 'Privaten Schlüssel exportieren',
  'embeddedWallet.exportKeyTitle': 'Privaten Schlüssel exportieren',
  'embeddedWallet.exportKeyWaiting': 'Bestätige im sicheren Frame, um deinen privaten Schlüssel zu sehen',
  'embeddedWallet.exportKeyUnavailable': 'Die Komponente für den E-Mail-Login konnte nicht geladen werden',
}

export default de
