import type { HttpClient } from '@portico/kernel/extend'
import { NameAvailability } from './NameAvailability.ts'
import type { NameRegistry } from './NameRegistry.ts'
import { NameSuggestionList } from './NameSuggestionList.ts'
import { RegisteredName } from './RegisteredName.ts'
import { toNamesError } from './toNamesError.ts'

/**
 * The project service's names (`/names/availability`, `/names/suggestions`, `POST /names`), each
 * answer decoded at the edge; a refusal carries the service's code as a NamesError.
 */
export function serviceNameRegistry(http: HttpClient): NameRegistry {
  const failed = (error: unknown): never => {
    throw toNamesError(error)
  }
  return {
    availability: (label, signal) => http.get('names/availability', { codec: NameAvailability, params: { name: label }, retry: false, ...(signal ? { signal } : {}) }).catch(failed),
    suggestions: (typed, signal) =>
      http
        .get('names/suggestions', { codec: NameSuggestionList, params: { name: typed }, retry: false, ...(signal ? { signal } : {}) })
        .then((answer) => answer.suggestions, failed),
    register: (request) => http.post('names', { codec: RegisteredName, body: request }).catch(failed),
  }
}
