/** The siwx plugin's messages in Hebrew (he): every key of its English catalogue. */
const he: Record<string, string> = {
  'siwx.title': 'התחברות',
  'siwx.heading': '{app} צריכה להתחבר לארנק שלכם',
  'siwx.body': 'חתמו על ההודעה כדי להוכיח שהארנק שלכם ולהמשיך.',
  'siwx.requiredNote': 'ביטול ינתק אתכם.',
  'siwx.sign': 'חתימה',
  'siwx.cancel': 'ביטול',
  'siwx.authenticating': 'מאמת...',
  'siwx.declined': 'החתימה נדחתה',
  'siwx.failed': 'לא ניתן היה להשלים את ההתחברות',
  'siwx.initFailed': 'אירעה בעיה באתחול האימות',
  'siwx.thisApp': 'האפליקציה הזו',
  'siwx.notConnected': 'חברו ארנק כדי להתחבר.',
  'siwx.account': 'חשבון',
}

export default he
