import * as t from 'io-ts'

/** The route data of the e-mail views that act on an address (the code sent to it, a device to approve): a host may open them with its own. */
export const EmailRouteData = t.type({ email: t.string }, 'EmailRouteData')
