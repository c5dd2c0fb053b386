/** The EVM address the test adapter connects by default. */
export const testAddress = '0x52908400098527886E0F7030069857D2E4169EE7'
