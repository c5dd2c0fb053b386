/** The account the test wallet connects. */
export const testSwapAccount = '0x52908400098527886E0F7030069857D2E4169EE7'
