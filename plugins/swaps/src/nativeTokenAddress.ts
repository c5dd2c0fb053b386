/** The native currency's address in swap APIs (the aggregators' convention). */
export const nativeTokenAddress = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
