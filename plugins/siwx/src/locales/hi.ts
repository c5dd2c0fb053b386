/** The siwx plugin's messages in Hindi (hi): every key of its English catalogue. */
const hi: Record<string, string> = {
  'siwx.title': 'साइन इन',
  'siwx.heading': '{app} को आपके वॉलेट से कनेक्ट होना है',
  'siwx.body': 'यह साबित करने के लिए कि यह वॉलेट आपका है, इस संदेश पर साइन करें और आगे बढ़ें।',
  'siwx.requiredNote': 'रद्द करने पर आपका कनेक्शन टूट जाएगा।',
  'siwx.sign': 'साइन करें',
  'siwx.cancel': 'रद्द करें',
  'siwx.authenticating': 'प्रमाणीकरण हो रहा है...',
  'siwx.declined': 'हस्ताक्षर अस्वीकार किया गया',
  'siwx.failed': 'साइन-इन पूरा नहीं हो सका',
  'siwx.initFailed': 'प्रमाणीकरण शुरू करते समय समस्या हुई',
  'siwx.thisApp': 'यह ऐप',
  'siwx.notConnected': 'साइन इन करने के लिए वॉलेट कनेक्ट करें।',
  'siwx.account': 'खाता',
}

export default hi
