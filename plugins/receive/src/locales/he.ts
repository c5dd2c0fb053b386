/** The receive plugin's messages in Hebrew (he): every key of its English catalogue. */
const he: Record<string, string> = {
  'receive.feature': 'קבלה',
  'receive.title': 'קבלה',
  'receive.qrLabel': 'קוד QR של הכתובת שלכם {address}',
  'receive.address': 'הכתובת שלכם',
  'receive.networks': 'רשתות שבהן אפשר לקבל',
  'receive.note': 'שלחו נכסים לכתובת זו רק ברשתות האלה: נכסים שיישלחו ברשתות אחרות עלולים לאבד.',
  'receive.notConnected': 'חברו ארנק כדי לראות את הכתובת שלכם.',
}

export default he
