/** The receive plugin's messages in German (de): every key of its English catalogue. */
const de: Record<string, string> = {
  'receive.feature': 'Empfangen',
  'receive.title': 'Empfangen',
  'receive.qrLabel': 'QR-Code deiner Adresse {address}',
  'receive.address': 'Deine Adresse',
  'receive.networks': 'Netzwerke, in denen du empfangen kannst',
  'receive.note': 'Sende nur Assets in diesen Netzwerken an diese Adresse: In anderen Netzwerken gesendete Assets können verloren gehen.',
  'receive.notConnected': 'Verbinde eine Wallet, um deine Adresse zu sehen.',
}

export default de
