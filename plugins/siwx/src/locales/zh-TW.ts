/** The siwx plugin's messages in Traditional Chinese (zh-TW): every key of its English catalogue. */
const zhTW: Record<string, string> = {
  'siwx.title': '登入',
  'siwx.heading': '{app} 需要連接到你的錢包',
  'siwx.body': '簽署此訊息以證明你擁有此錢包並繼續。',
  'siwx.requiredNote': '取消將中斷你的連接。',
  'siwx.sign': '簽署',
  'siwx.cancel': '取消',
  'siwx.authenticating': '正在驗證...',
  'siwx.declined': '簽署遭拒',
  'siwx.failed': '無法完成登入',
  'siwx.initFailed': '初始化驗證時發生問題',
  'siwx.thisApp': '此應用程式',
  'siwx.notConnected': '連接錢包以登入。',
  'siwx.account': '帳戶',
}

export default zhTW
