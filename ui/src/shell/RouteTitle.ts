import * as t from 'io-ts'

/** Route data that names what its view was opened for (the wallet being connected): the header shows it as the title. */
export const RouteTitle = t.type({ title: t.string }, 'RouteTitle')
