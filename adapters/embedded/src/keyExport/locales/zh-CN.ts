/** The embedded wallet's key export messages in Simplified Chinese (zh-CN): every key of its English catalogue (keyExportMessages). */
const zhCN: Record<string, string> = {
  'embeddedWallet.exportKeyFeature': '导出私钥',
  'embeddedWallet.exportKeyTitle': '导出私钥',
  'embeddedWallet.exportKeyWaiting': '请在安全框架中确认以查看您的私钥',
  'embeddedWallet.exportKeyUnavailable': '无法加载电子邮件登录组件',
}

export default zhCN
