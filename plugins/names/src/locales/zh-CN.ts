/** The names plugin's messages in Simplified Chinese (zh-CN): every key of its English catalogue. */
const zhCN: Record<string, string> = {
  'names.feature': '名称',
  'names.title': '选择名称',
  'names.successTitle': '名称已注册',
  'names.label': '名称',
  'names.intro': '别人可以用这个名称代替你的地址向你转账。',
  'names.rule': '钱包名称至少包含 4 个字母、数字或连字符',
  'names.checking': '正在检查…',
  'names.available': '{name} 可用',
  'names.taken': '{name} 已被占用',
  'names.checkFailed': '无法检查该名称。请重试。',
  'names.suggestions': '建议',
  'names.register': '注册',
  'names.signing': '请用你的账户签署注册…',
  'names.registering': '正在注册…',
  'names.declined': '签名被拒绝',
  'names.takenNow': '有人先注册了这个名称。请另选一个。',
  'names.failed': '无法注册该名称。请重试。',
  'names.notOffered': '名称仅适用于 EVM 网络上通过电子邮件或社交账号登录的账户。',
  'names.success': '{name} 现在是你的账户名称。',
  'names.successHint': '别人可以向 {name} 转账，而不必使用你的地址。',
  'names.backToAccount': '返回账户',
}

export default zhCN
