/** The example plugin's messages in Ukrainian (uk): every key of its English catalogue. */
const uk: Record<string, string> = {
  'example.title': 'Приклад',
  'example.body': 'Цей екран надає плагін-приклад.',
  'example.connectedAs': 'Підключено як {address}',
  'example.notConnected': 'Гаманець не підключено.',
  'example.tab': 'Приклад',
  'example.tabBody': 'Цю вкладку надає плагін-приклад.',
  'example.walletFeature': 'Приклад',
}

export default uk
