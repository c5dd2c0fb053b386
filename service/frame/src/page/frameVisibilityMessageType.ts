/** The message type the frame posts to the app to be shown to the user (`visible: true`, while it asks something) or hidden again. */
export const frameVisibilityMessageType = '@portico/frame/VISIBILITY'
