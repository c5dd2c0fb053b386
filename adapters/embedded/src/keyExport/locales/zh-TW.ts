/** The embedded wallet's key export messages in Traditional Chinese (zh-TW): every key of its English catalogue (keyExportMessages). */
const zhTW: Record<string, string> = {
  'embeddedWallet.exportKeyFeature': '匯出私密金鑰',
  'embeddedWallet.exportKeyTitle': '匯出私密金鑰',
  'embeddedWallet.exportKeyWaiting': '請在安全框架中確認以查看您的私密金鑰',
  'embeddedWallet.exportKeyUnavailable': '無法載入電子郵件登入元件',
}

export default zhTW
