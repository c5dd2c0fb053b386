/** The router the test provider's quotes call. */
export const testRouter = '0x7a2088a1bFc9d81c55368AE168C2C02570cB814F'
