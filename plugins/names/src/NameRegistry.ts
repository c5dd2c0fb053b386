import type { NameAvailability } from './NameAvailability.ts'
import type { NameRegistrationRequest } from './NameRegistrationRequest.ts'
import type { NameSuggestion } from './NameSuggestion.ts'
import type { RegisteredName } from './RegisteredName.ts'

/** Where names are checked, suggested and registered (the project service by default); failures are NamesErrors. */
export interface NameRegistry {
  /** Whether a label (SPEC §5's rule already checked) is free, with its full name. */
  availability(label: string, signal?: AbortSignal): Promise<NameAvailability>
  /** Free names close to what was typed. */
  suggestions(typed: string, signal?: AbortSignal): Promise<NameSuggestion[]>
  /** Registers a label for the account that signed the request's message. */
  register(request: NameRegistrationRequest): Promise<RegisteredName>
}
