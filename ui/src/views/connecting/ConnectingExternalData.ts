import * as t from 'io-ts'

/** The route data of Connecting External: the connector being connected. */
export const ConnectingExternalData = t.type({ connectorId: t.string }, 'ConnectingExternalData')
