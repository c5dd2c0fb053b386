/** What an e-mail of the frame is for: a login code, a device approval link, or the codes of an e-mail change (to the current, then to the new address). */
export type FrameMailKind = 'loginCode' | 'deviceApproval' | 'updatePrimaryCode' | 'updateSecondaryCode'
