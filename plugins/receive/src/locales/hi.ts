/** The receive plugin's messages in Hindi (hi): every key of its English catalogue. */
const hi: Record<string, string> = {
  'receive.feature': 'प्राप्त करें',
  'receive.title': 'प्राप्त करें',
  'receive.qrLabel': 'आपके पते {address} का QR कोड',
  'receive.address': 'आपका पता',
  'receive.networks': 'नेटवर्क जिन पर आप प्राप्त कर सकते हैं',
  'receive.note': 'इस पते पर केवल इन नेटवर्क पर एसेट भेजें: दूसरे नेटवर्क पर भेजे गए एसेट खो सकते हैं।',
  'receive.notConnected': 'अपना पता देखने के लिए वॉलेट कनेक्ट करें।',
}

export default hi
