/** The socials plugin's messages in Traditional Chinese (zh-TW): every key of its English catalogue. */
const zhTW: Record<string, string> = {
  'socials.continueWith': '使用 {provider} 繼續',
  'socials.provider.google': 'Google',
  'socials.provider.x': 'X',
  'socials.provider.farcaster': 'Farcaster',
  'socials.provider.discord': 'Discord',
  'socials.provider.apple': 'Apple',
  'socials.provider.github': 'GitHub',
  'socials.provider.facebook': 'Facebook',
  'socials.list': '使用社群帳戶登入',
  'socials.connectingTitle': '登入',
  'socials.continueInPopup': '在 {provider} 視窗中繼續',
  'socials.popupHint': '請在那裡登入；完成後此視窗會繼續。',
  'socials.declined': '登入已取消',
  'socials.declinedHint': '登入完成前登入視窗已關閉。',
  'socials.failed': '登入失敗',
  'socials.retry': '重試',
  'socials.popupBlocked': '無法開啟登入視窗：請允許此網站的彈出式視窗後重試。',
  'socials.unavailable': '無法載入電子郵件登入元件',
  'socials.farcasterTitle': 'Farcaster',
  'socials.farcasterPreparing': '正在準備 Farcaster 連結…',
  'socials.farcasterScan': '用手機掃描',
  'socials.farcasterHint': '用 Farcaster 應用程式掃描此 QR 碼，或在此裝置上開啟連結。',
  'socials.farcasterQr': 'Farcaster QR 碼',
  'socials.farcasterOpen': '開啟連結',
}

export default zhTW
