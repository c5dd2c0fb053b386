/**
 * The analytics events plugins track, by name, with their properties; the kernel names none. A
 * plugin declares its own (SPEC §7's names among them) by module augmentation:
 * `declare module '@portico/kernel/extend' { interface AnalyticsEventRegistry { SEND_SUCCESS: { hash: string } } }`.
 * `track` still accepts any name; declared ones are offered and their properties checked.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation
export interface AnalyticsEventRegistry {}
