/** The receive plugin's messages in French (fr): every key of its English catalogue. */
const fr: Record<string, string> = {
  'receive.feature': 'Recevoir',
  'receive.title': 'Recevoir',
  'receive.qrLabel': 'Code QR de votre adresse {address}',
  'receive.address': 'Votre adresse',
  'receive.networks': 'Réseaux sur lesquels vous pouvez recevoir',
  'receive.note': 'N’envoyez des actifs à cette adresse que sur ces réseaux : des actifs envoyés sur d’autres réseaux peuvent être perdus.',
  'receive.notConnected': 'Connectez un portefeuille pour voir votre adresse.',
}

export default fr
