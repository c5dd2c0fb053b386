/**
 * The version of the frame protocol (SPEC §9's frame protocol version constant): the messages and
 * payloads this package and a secure frame exchange. A frame built on `FrameHost` announces it in
 * its READY event; the app takes a READY without a version, or with the same major number (the
 * part before the first dot). Not the secure-site `version` of the frame's address (SPEC §9: 4).
 */
export const frameProtocolVersion = '1'
