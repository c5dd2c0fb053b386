/** The embedded wallet's key export messages in French (fr): every key of its English catalogue (keyExportMessages). */
const fr: Record<string, string> = {
  'embeddedWallet.exportKeyFeature': 'Exporter la clé privée',
  'embeddedWallet.exportKeyTitle': 'Exporter la clé privée',
  'embeddedWallet.exportKeyWaiting': 'Confirmez dans le cadre sécurisé pour voir votre clé privée',
  'embeddedWallet.exportKeyUnavailable': 'Impossible de charger le module de connexion par e-mail',
}

export default fr
