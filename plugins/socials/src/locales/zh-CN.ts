/** The socials plugin's messages in Simplified Chinese (zh-CN): every key of its English catalogue. */
const zhCN: Record<string, string> = {
  'socials.continueWith': '使用 {provider} 继续',
  'socials.provider.google': 'Google',
  'socials.provider.x': 'X',
  'socials.provider.farcaster': 'Farcaster',
  'socials.provider.discord': 'Discord',
  'socials.provider.apple': 'Apple',
  'socials.provider.github': 'GitHub',
  'socials.provider.facebook': 'Facebook',
  'socials.list': '使用社交账户登录',
  'socials.connectingTitle': '登录',
  'socials.continueInPopup': '在 {provider} 窗口中继续',
  'socials.popupHint': '请在那里登录；完成后此窗口会继续。',
  'socials.declined': '登录已取消',
  'socials.declinedHint': '登录完成前登录窗口已关闭。',
  'socials.failed': '登录失败',
  'socials.retry': '重试',
  'socials.popupBlocked': '无法打开登录窗口：请允许此网站的弹出窗口后重试。',
  'socials.unavailable': '无法加载电子邮件登录组件',
  'socials.farcasterTitle': 'Farcaster',
  'socials.farcasterPreparing': '正在准备 Farcaster 链接…',
  'socials.farcasterScan': '用手机扫描',
  'socials.farcasterHint': '用 Farcaster 应用扫描此二维码，或在此设备上打开链接。',
  'socials.farcasterQr': 'Farcaster 二维码',
  'socials.farcasterOpen': '打开链接',
}

export default zhCN
