/**
 * The address swap APIs give a chain's native currency (the aggregators' convention: forty `e`s,
 * checksummed): `0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE`. Compare it case-insensitively.
 */
export const nativeTokenAddress = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
