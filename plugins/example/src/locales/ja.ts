/** The example plugin's messages in Japanese (ja): every key of its English catalogue. */
const ja: Record<string, string> = {
  'example.title': 'サンプル',
  'example.body': 'このビューはサンプルプラグインから提供されています。',
  'example.connectedAs': '{address} として接続中',
  'example.notConnected': 'ウォレットが接続されていません。',
  'example.tab': 'サンプル',
  'example.tabBody': 'このタブはサンプルプラグインから提供されています。',
  'example.walletFeature': 'サンプル',
}

export default ja
