/** The names plugin's messages in Hindi (hi): every key of its English catalogue. */
const hi: Record<string, string> = {
  'names.feature': 'नाम',
  'names.title': 'नाम चुनें',
  'names.successTitle': 'नाम पंजीकृत हुआ',
  'names.label': 'नाम',
  'names.intro': 'एक नाम जिस पर लोग आपके पते की जगह भेज सकते हैं।',
  'names.rule': 'वॉलेट नाम में अक्षरों, अंकों या हाइफ़न के कम से कम 4 वर्ण होते हैं',
  'names.checking': 'जाँच हो रही है…',
  'names.available': '{name} उपलब्ध है',
  'names.taken': '{name} पहले से लिया गया है',
  'names.checkFailed': 'नाम की जाँच नहीं हो सकी। फिर से कोशिश करें।',
  'names.suggestions': 'सुझाव',
  'names.register': 'पंजीकरण करें',
  'names.signing': 'अपने खाते से पंजीकरण पर हस्ताक्षर करें…',
  'names.registering': 'पंजीकरण हो रहा है…',
  'names.declined': 'हस्ताक्षर अस्वीकार किया गया',
  'names.takenNow': 'किसी और ने यह नाम पहले पंजीकृत कर लिया। कोई दूसरा चुनें।',
  'names.failed': 'नाम पंजीकृत नहीं हो सका। फिर से कोशिश करें।',
  'names.notOffered': 'नाम EVM नेटवर्क पर ई-मेल या सोशल लॉगिन वाले खातों के लिए हैं।',
  'names.success': '{name} अब आपके खाते का नाम है।',
  'names.successHint': 'लोग आपके पते की जगह {name} पर भेज सकते हैं।',
  'names.backToAccount': 'खाते पर वापस जाएँ',
}

export default hi
