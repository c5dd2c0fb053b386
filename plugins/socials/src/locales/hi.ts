/** The socials plugin's messages in Hindi (hi): every key of its English catalogue. */
const hi: Record<string, string> = {
  'socials.continueWith': '{provider} के साथ जारी रखें',
  'socials.provider.google': 'Google',
  'socials.provider.x': 'X',
  'socials.provider.farcaster': 'Farcaster',
  'socials.provider.discord': 'Discord',
  'socials.provider.apple': 'Apple',
  'socials.provider.github': 'GitHub',
  'socials.provider.facebook': 'Facebook',
  'socials.list': 'सोशल खाते से लॉग इन करें',
  'socials.connectingTitle': 'लॉग इन',
  'socials.continueInPopup': '{provider} विंडो में जारी रखें',
  'socials.popupHint': 'वहाँ साइन इन करें; काम पूरा होने पर यह विंडो आगे बढ़ेगी।',
  'socials.declined': 'लॉगिन रद्द हुआ',
  'socials.declinedHint': 'साइन-इन पूरा होने से पहले लॉगिन विंडो बंद हो गई।',
  'socials.failed': 'लॉगिन विफल',
  'socials.retry': 'फिर से कोशिश करें',
  'socials.popupBlocked': 'लॉगिन विंडो नहीं खुल सकी: इस साइट के लिए पॉप-अप की अनुमति दें और फिर से कोशिश करें।',
  'socials.unavailable': 'ईमेल लॉगिन घटक लोड नहीं हो सका',
  'socials.farcasterTitle': 'Farcaster',
  'socials.farcasterPreparing': 'Farcaster लिंक तैयार हो रहा है…',
  'socials.farcasterScan': 'अपने फ़ोन से स्कैन करें',
  'socials.farcasterHint': 'यह कोड Farcaster ऐप से स्कैन करें, या इसी डिवाइस पर लिंक खोलें।',
  'socials.farcasterQr': 'Farcaster QR कोड',
  'socials.farcasterOpen': 'लिंक खोलें',
}

export default hi
