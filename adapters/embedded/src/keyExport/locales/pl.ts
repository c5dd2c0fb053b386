/** The embedded wallet's key export messages in Polish (pl): every key of its English catalogue (keyExportMessages). */
const pl: Record<string, string> = {
  'embeddedWallet.exportKeyFeature': 'Eksportuj klucz prywatny',
  'embeddedWallet.exportKeyTitle': 'Eksport klucza prywatnego',
  'embeddedWallet.exportKeyWaiting': 'Potwierdź w bezpiecznej ramce, aby zobaczyć swój klucz prywatny',
  'embeddedWallet.exportKeyUnavailable': 'Nie udało się wczytać modułu logowania e-mailem',
}

export default pl
