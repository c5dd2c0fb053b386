/** The example plugin's messages in Hebrew (he): every key of its English catalogue. */
const he: Record<string, string> = {
  'example.title': 'דוגמה',
  'example.body': 'תצוגה זו מגיעה מתוסף הדוגמה.',
  'example.connectedAs': 'מחובר בתור {address}',
  'example.notConnected': 'אין ארנק מחובר.',
  'example.tab': 'דוגמה',
  'example.tabBody': 'כרטיסייה זו מגיעה מתוסף הדוגמה.',
  'example.walletFeature': 'דוגמה',
}

export default he
