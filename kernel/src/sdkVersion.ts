/** The SDK version Portico reports (SPEC §9) and its SDK type. */
export const sdkVersion = { version: '1.7.7', type: 'portico' } as const
