/** The embedded wallet's key export messages in Hebrew (he): every key of its English catalogue (keyExportMessages). */
const he: Record<string, string> = {
  'embeddedWallet.exportKeyFeature': 'ייצוא מפתח פרטי',
  'embeddedWallet.exportKeyTitle': 'ייצוא מפתח פרטי',
  'embeddedWallet.exportKeyWaiting': 'אשרו במסגרת המאובטחת כדי לראות את המפתח הפרטי שלכם',
  'embeddedWallet.exportKeyUnavailable': 'לא ניתן לטעון את רכיב ההתחברות באימייל',
}

export default he
