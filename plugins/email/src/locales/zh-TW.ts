/** The email plugin's messages in Traditional Chinese (zh-TW): every key of its English catalogue. */
const zhTW: Record<string, string> = {
  'email.label': '電子郵件',
  'email.placeholder': 'you@example.com',
  'email.continue': '繼續',
  'email.invalid': '請輸入有效的電子郵件地址',
  'email.cooldown': '請在 {seconds} 秒後重試',
  'email.unavailable': '無法載入電子郵件登入元件',
  'email.otpTitle': '確認電子郵件',
  'email.otpIntro': '輸入我們傳送到 {email} 的驗證碼',
  'email.otpLabel': '驗證碼',
  'email.otpSubmit': '確認',
  'email.resend': '重新傳送驗證碼',
  'email.deviceTitle': '註冊裝置',
  'email.deviceIntro': '透過我們傳送到 {email} 的連結核准登入',
  'email.deviceWaiting': '正在等待核准…',
  'email.updateTitle': '修改電子郵件',
  'email.updateFeature': '修改電子郵件',
  'email.updateLabel': '新電子郵件',
  'email.updateSubmit': '儲存',
  'email.primaryTitle': '確認目前的電子郵件',
  'email.primaryIntro': '輸入我們傳送到你目前地址的驗證碼，以允許變更為 {email}',
  'email.secondaryTitle': '確認新電子郵件',
  'email.secondaryIntro': '輸入我們傳送到 {email} 的驗證碼',
  'email.updated': '電子郵件已更新',
}

export default zhTW
