/** The socials plugin's messages in Japanese (ja): every key of its English catalogue. */
const ja: Record<string, string> = {
  'socials.continueWith': '{provider} で続行',
  'socials.provider.google': 'Google',
  'socials.provider.x': 'X',
  'socials.provider.farcaster': 'Farcaster',
  'socials.provider.discord': 'Discord',
  'socials.provider.apple': 'Apple',
  'socials.provider.github': 'GitHub',
  'socials.provider.facebook': 'Facebook',
  'socials.list': 'ソーシャルアカウントでログイン',
  'socials.connectingTitle': 'ログイン',
  'socials.continueInPopup': '{provider} のウィンドウで続行してください',
  'socials.popupHint': 'そちらでサインインしてください。完了するとこのウィンドウが続きます。',
  'socials.declined': 'ログインがキャンセルされました',
  'socials.declinedHint': 'サインインが終わる前にログインウィンドウが閉じられました。',
  'socials.failed': 'ログインに失敗しました',
  'socials.retry': '再試行',
  'socials.popupBlocked': 'ログインウィンドウを開けませんでした。このサイトのポップアップを許可して再試行してください。',
  'socials.unavailable': 'メールログインのコンポーネントを読み込めません',
  'socials.farcasterTitle': 'Farcaster',
  'socials.farcasterPreparing': 'Farcaster のリンクを準備中…',
  'socials.farcasterScan': 'スマートフォンでスキャン',
  'socials.farcasterHint': 'Farcaster アプリでこのコードをスキャンするか、このデバイスでリンクを開いてください。',
  'socials.farcasterQr': 'Farcaster の QR コード',
  'socials.farcasterOpen': 'リンクを開く',
}

export default ja
