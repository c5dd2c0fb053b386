/** The example plugin's messages in Indonesian (id): every key of its English catalogue. */
const id: Record<string, string> = {
  'example.title': 'Contoh',
  'example.body': 'Tampilan ini berasal dari plugin contoh.',
  'example.connectedAs': 'Terhubung sebagai {address}',
  'example.notConnected': 'Tidak ada dompet yang terhubung.',
  'example.tab': 'Contoh',
  'example.tabBody': 'Tab ini berasal dari plugin contoh.',
  'example.walletFeature': 'Contoh',
}

export default id
