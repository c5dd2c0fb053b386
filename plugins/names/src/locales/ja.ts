/** The names plugin's messages in Japanese (ja): every key of its English catalogue. */
const ja: Record<string, string> = {
  'names.feature': '名前',
  'names.title': '名前を選ぶ',
  'names.successTitle': '名前を登録しました',
  'names.label': '名前',
  'names.intro': 'アドレスの代わりに送金先として使える名前です。',
  'names.rule': 'ウォレット名は英字・数字・ハイフンの4文字以上です',
  'names.checking': '確認中…',
  'names.available': '{name} は利用できます',
  'names.taken': '{name} は使用されています',
  'names.checkFailed': '名前を確認できませんでした。もう一度お試しください。',
  'names.suggestions': '候補',
  'names.register': '登録',
  'names.signing': 'アカウントで登録に署名してください…',
  'names.registering': '登録中…',
  'names.declined': '署名が拒否されました',
  'names.takenNow': 'この名前は先に他の人が登録しました。別の名前を選んでください。',
  'names.failed': '名前を登録できませんでした。もう一度お試しください。',
  'names.notOffered': '名前は EVM ネットワーク上のメールまたはソーシャルログインのアカウントで使えます。',
  'names.success': '{name} がアカウントの名前になりました。',
  'names.successHint': 'アドレスの代わりに {name} へ送金できます。',
  'names.backToAccount': 'アカウントに戻る',
}

export default ja
