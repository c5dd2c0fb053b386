/** The email plugin's messages in Japanese (ja): every key of its English catalogue. */
const ja: Record<string, string> = {
  'email.label': 'メールアドレス',
  'email.placeholder': 'you@example.com',
  'email.continue': '続行',
  'email.invalid': '有効なメールアドレスを入力してください',
  'email.cooldown': '{seconds} 秒後にもう一度お試しください',
  'email.unavailable': 'メールログインのコンポーネントを読み込めません',
  'email.otpTitle': 'メールアドレスの確認',
  'email.otpIntro': '{email} に送信したコードを入力してください',
  'email.otpLabel': 'コード',
  'email.otpSubmit': '確認',
  'email.resend': 'コードを再送信',
  'email.deviceTitle': 'デバイスの登録',
  'email.deviceIntro': '{email} に送信したリンクからログインを承認してください',
  'email.deviceWaiting': '承認を待っています…',
  'email.updateTitle': 'メールアドレスを変更',
  'email.updateFeature': 'メールアドレスを変更',
  'email.updateLabel': '新しいメールアドレス',
  'email.updateSubmit': '保存',
  'email.primaryTitle': '現在のメールアドレスの確認',
  'email.primaryIntro': '{email} への変更を許可するため、現在のアドレスに送信したコードを入力してください',
  'email.secondaryTitle': '新しいメールアドレスの確認',
  'email.secondaryIntro': '{email} に送信したコードを入力してください',
  'email.updated': 'メールアドレスを更新しました',
}

export default ja
