/** The embedded wallet's key export messages in Japanese (ja): every key of its English catalogue (keyExportMessages). */
const ja: Record<string, string> = {
  'embeddedWallet.exportKeyFeature': '秘密鍵をエクスポート',
  'embeddedWallet.exportKeyTitle': '秘密鍵のエクスポート',
  'embeddedWallet.exportKeyWaiting': '秘密鍵を表示するには、セキュアフレームで確認してください',
  'embeddedWallet.exportKeyUnavailable': 'メールログインのコンポーネントを読み込めません',
}

export default ja
