import * as t from 'io-ts'

/** What an Esplora API's `GET /fee-estimates` answers: sat/vB by confirmation target in blocks. */
export const EsploraFeeEstimates = t.record(t.string, t.number, 'Esplora fee estimates { [blocks]: sat/vB }')
/** Esplora fee estimates, as checked. */
export type EsploraFeeEstimates = t.TypeOf<typeof EsploraFeeEstimates>
