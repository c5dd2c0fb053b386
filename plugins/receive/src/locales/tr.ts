/** The receive plugin's messages in Turkish (tr): every key of its English catalogue. */
const tr: Record<string, string> = {
  'receive.feature': 'Al',
  'receive.title': 'Al',
  'receive.qrLabel': 'Adresinizin QR kodu {address}',
  'receive.address': 'Adresiniz',
  'receive.networks': 'Alım yapabileceğiniz ağlar',
  'receive.note': 'Bu adrese yalnızca bu ağlarda varlık gönderin: başka ağlarda gönderilen varlıklar kaybolabilir.',
  'receive.notConnected': 'Adresinizi görmek için bir cüzdan bağlayın.',
}

export default tr
