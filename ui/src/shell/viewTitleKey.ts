import type { ViewRegistration } from '@portico/kernel/internal'

/** The message key of a view's title as its state now has it; empty when the view has none. */
export function viewTitleKey(registration: Pick<ViewRegistration, 'title'>): string {
  return typeof registration.title === 'function' ? registration.title() : registration.title
}
