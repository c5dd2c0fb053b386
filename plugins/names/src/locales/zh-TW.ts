/** The names plugin's messages in Traditional Chinese (zh-TW): every key of its English catalogue. */
const zhTW: Record<string, string> = {
  'names.feature': '名稱',
  'names.title': '選擇名稱',
  'names.successTitle': '名稱已註冊',
  'names.label': '名稱',
  'names.intro': '別人可以用這個名稱代替你的地址向你轉帳。',
  'names.rule': '錢包名稱至少包含 4 個字母、數字或連字號',
  'names.checking': '正在檢查…',
  'names.available': '{name} 可以使用',
  'names.taken': '{name} 已被使用',
  'names.checkFailed': '無法檢查這個名稱。請再試一次。',
  'names.suggestions': '建議',
  'names.register': '註冊',
  'names.signing': '請用你的帳戶簽署註冊…',
  'names.registering': '正在註冊…',
  'names.declined': '簽署遭拒',
  'names.takenNow': '有人先註冊了這個名稱。請另選一個。',
  'names.failed': '無法註冊這個名稱。請再試一次。',
  'names.notOffered': '名稱僅適用於 EVM 網路上以電子郵件或社群帳號登入的帳戶。',
  'names.success': '{name} 現在是你的帳戶名稱。',
  'names.successHint': '別人可以向 {name} 轉帳，而不必使用你的地址。',
  'names.backToAccount': '返回帳戶',
}

export default zhTW
