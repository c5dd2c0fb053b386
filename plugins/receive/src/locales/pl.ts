/** The receive plugin's messages in Polish (pl): every key of its English catalogue. */
const pl: Record<string, string> = {
  'receive.feature': 'Odbierz',
  'receive.title': 'Odbierz',
  'receive.qrLabel': 'Kod QR Twojego adresu {address}',
  'receive.address': 'Twój adres',
  'receive.networks': 'Sieci, w których możesz odbierać',
  'receive.note': 'Wysyłaj aktywa na ten adres tylko w tych sieciach: aktywa wysłane w innych sieciach mogą przepaść.',
  'receive.notConnected': 'Połącz portfel, aby zobaczyć swój adres.',
}

export default pl
