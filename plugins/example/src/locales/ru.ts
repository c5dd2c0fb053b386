/** The example plugin's messages in Russian (ru): every key of its English catalogue. */
const ru: Record<string, string> = {
  'example.title': 'Пример',
  'example.body': 'Этот экран предоставлен плагином-примером.',
  'example.connectedAs': 'Подключено как {address}',
  'example.notConnected': 'Кошелёк не подключён.',
  'example.tab': 'Пример',
  'example.tabBody': 'Эта вкладка предоставлена плагином-примером.',
  'example.walletFeature': 'Пример',
}

export default ru
