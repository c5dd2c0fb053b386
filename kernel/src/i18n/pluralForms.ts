import type { MessageValues } from '../model/MessageValues.ts'

/**
 * Where `t` finds the plural forms' reader (`formatPlurals`): set when the modal's messages join
 * (`ui/modalMessages.ts`, in the modal's chunk, where every view renders), so its code stays out
 * of what loads before the first open, where no message has plural forms.
 */
export const pluralForms: { format?: (text: string, values: MessageValues, locale: string) => string } = {}
