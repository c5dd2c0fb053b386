/** The embedded wallet's key export messages in Hindi (hi): every key of its English catalogue (keyExportMessages). */
const hi: Record<string, string> = {
  'embeddedWallet.exportKeyFeature': 'निजी कुंजी निर्यात करें',
  'embeddedWallet.exportKeyTitle': 'निजी कुंजी निर्यात करें',
  'embeddedWallet.exportKeyWaiting': 'अपनी निजी कुंजी देखने के लिए सुरक्षित फ़्रेम में पुष्टि करें',
  'embeddedWallet.exportKeyUnavailable': 'ईमेल लॉगिन घटक लोड नहीं हो सका',
}

export default hi
