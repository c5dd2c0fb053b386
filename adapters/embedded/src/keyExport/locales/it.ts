/** The embedded wallet's key export messages in Italian (it): every key of its English catalogue (keyExportMessages). */
const it: Record<string, string> = {
  'embeddedWallet.exportKeyFeature': 'Esporta chiave privata',
  'embeddedWallet.exportKeyTitle': 'Esporta chiave privata',
  'embeddedWallet.exportKeyWaiting': 'Conferma nel riquadro sicuro per vedere la tua chiave privata',
  'embeddedWallet.exportKeyUnavailable': 'Impossibile caricare il componente di accesso via email',
}

export default it
