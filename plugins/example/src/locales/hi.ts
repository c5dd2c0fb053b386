/** The example plugin's messages in Hindi (hi): every key of its English catalogue. */
const hi: Record<string, string> = {
  'example.title': 'उदाहरण',
  'example.body': 'यह व्यू उदाहरण प्लगइन से आता है।',
  'example.connectedAs': '{address} के रूप में कनेक्टेड',
  'example.notConnected': 'कोई वॉलेट कनेक्ट नहीं है।',
  'example.tab': 'उदाहरण',
  'example.tabBody': 'यह टैब उदाहरण प्लगइन से आता है।',
  'example.walletFeature': 'उदाहरण',
}

export default hi
