/** The example plugin's messages in Turkish (tr): every key of its English catalogue. */
const tr: Record<string, string> = {
  'example.title': 'Örnek',
  'example.body': 'Bu görünüm örnek eklentiden geliyor.',
  'example.connectedAs': '{address} olarak bağlı',
  'example.notConnected': 'Bağlı cüzdan yok.',
  'example.tab': 'Örnek',
  'example.tabBody': 'Bu sekme örnek eklentiden geliyor.',
  'example.walletFeature': 'Örnek',
}

export default tr
