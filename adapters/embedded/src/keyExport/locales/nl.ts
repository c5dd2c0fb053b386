/** The embedded wallet's key export messages in Dutch (nl): every key of its English catalogue (keyExportMessages). */
const nl: Record<string, string> = {
  'embeddedWallet.exportKeyFeature': 'Privésleutel exporteren',
  'embeddedWallet.exportKeyTitle': 'Privésleutel exporteren',
  'embeddedWallet.exportKeyWaiting': 'Bevestig in het beveiligde frame om je privésleutel te zien',
  'embeddedWallet.exportKeyUnavailable': 'Het onderdeel voor inloggen met e-mail kan niet worden geladen',
}

export default nl
