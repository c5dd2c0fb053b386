const rfc3339DateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/

/** Whether a text is an RFC 3339 date-time (as EIP-4361 times are written) naming a real instant. */
export function isRfc3339DateTime(value: string): boolean {
  return rfc3339DateTime.test(value) && !Number.isNaN(Date.parse(value))
}
