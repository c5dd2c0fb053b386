/** The example plugin's messages in Spanish (es): every key of its English catalogue. */
const es: Record<string, string> = {
  'example.title': 'Ejemplo',
  'example.body': 'Esta vista proviene del plugin de ejemplo.',
  'example.connectedAs': 'Conectado como {address}',
  'example.notConnected': 'No hay ninguna billetera conectada.',
  'example.tab': 'Ejemplo',
  'example.tabBody': 'Esta pestaña proviene del plugin de ejemplo.',
  'example.walletFeature': 'Ejemplo',
}

export default es
