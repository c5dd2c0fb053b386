/** The email plugin's messages in Simplified Chinese (zh-CN): every key of its English catalogue. */
const zhCN: Record<string, string> = {
  'email.label': '电子邮件',
  'email.placeholder': 'you@example.com',
  'email.continue': '继续',
  'email.invalid': '请输入有效的电子邮件地址',
  'email.cooldown': '请在 {seconds} 秒后重试',
  'email.unavailable': '无法加载电子邮件登录组件',
  'email.otpTitle': '确认电子邮件',
  'email.otpIntro': '输入我们发送到 {email} 的验证码',
  'email.otpLabel': '验证码',
  'email.otpSubmit': '确认',
  'email.resend': '重新发送验证码',
  'email.deviceTitle': '注册设备',
  'email.deviceIntro': '通过我们发送到 {email} 的链接批准登录',
  'email.deviceWaiting': '正在等待批准…',
  'email.updateTitle': '修改电子邮件',
  'email.updateFeature': '修改电子邮件',
  'email.updateLabel': '新电子邮件',
  'email.updateSubmit': '保存',
  'email.primaryTitle': '确认当前电子邮件',
  'email.primaryIntro': '输入我们发送到你当前地址的验证码，以允许更改为 {email}',
  'email.secondaryTitle': '确认新电子邮件',
  'email.secondaryIntro': '输入我们发送到 {email} 的验证码',
  'email.updated': '电子邮件已更新',
}

export default zhCN
