/** Values to put into a message's `{name}` placeholders. */
export type MessageValues = Record<string, string | number>
