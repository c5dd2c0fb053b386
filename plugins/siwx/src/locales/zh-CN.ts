/** The siwx plugin's messages in Simplified Chinese (zh-CN): every key of its English catalogue. */
const zhCN: Record<string, string> = {
  'siwx.title': '登录',
  'siwx.heading': '{app} 需要连接到你的钱包',
  'siwx.body': '签署此消息以证明你拥有此钱包并继续。',
  'siwx.requiredNote': '取消将断开你的连接。',
  'siwx.sign': '签名',
  'siwx.cancel': '取消',
  'siwx.authenticating': '正在验证...',
  'siwx.declined': '签名被拒绝',
  'siwx.failed': '无法完成登录',
  'siwx.initFailed': '初始化身份验证时出现问题',
  'siwx.thisApp': '此应用',
  'siwx.notConnected': '连接钱包以登录。',
  'siwx.account': '账户',
}

export default zhCN
