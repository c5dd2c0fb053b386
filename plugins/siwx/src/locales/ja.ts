/** The siwx plugin's messages in Japanese (ja): every key of its English catalogue. */
const ja: Record<string, string> = {
  'siwx.title': 'サインイン',
  'siwx.heading': '{app} がウォレットへの接続を求めています',
  'siwx.body': 'このメッセージに署名して、このウォレットの所有者であることを証明し、続行してください。',
  'siwx.requiredNote': 'キャンセルすると接続が解除されます。',
  'siwx.sign': '署名',
  'siwx.cancel': 'キャンセル',
  'siwx.authenticating': '認証中...',
  'siwx.declined': '署名が拒否されました',
  'siwx.failed': 'サインインを完了できませんでした',
  'siwx.initFailed': '認証の初期化中に問題が発生しました',
  'siwx.thisApp': 'このアプリ',
  'siwx.notConnected': 'サインインするにはウォレットを接続してください。',
  'siwx.account': 'アカウント',
}

export default ja
