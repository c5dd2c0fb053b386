/** The receive plugin's messages in Spanish (es): every key of its English catalogue. */
const es: Record<string, string> = {
  'receive.feature': 'Recibir',
  'receive.title': 'Recibir',
  'receive.qrLabel': 'Código QR de tu dirección {address}',
  'receive.address': 'Tu dirección',
  'receive.networks': 'Redes en las que puedes recibir',
  'receive.note': 'Envía activos a esta dirección solo en estas redes: los activos enviados en otras redes pueden perderse.',
  'receive.notConnected': 'Conecta una billetera para ver tu dirección.',
}

export default es
