// Turns what one run recorded (measureOpen) into its figures; times in ms from the click event.
import { completeAt } from './measureOpen.mjs'

const sum = (values) => values.reduce((total, value) => total + value, 0)

/** The figures of one run; `reactFiles` are the paths of React's chunk, for the bytes beyond React. */
export function summarizeRun(run, reactFiles) {
  const { frames, clickAt } = run
  const firstRows = frames.findIndex((frame) => frame.rows.length > 0)
  const firstDialog = frames.findIndex((frame) => frame.height !== undefined)
  const complete = completeAt(frames)
  // Frames, after the first one with rows, whose ordered row list differs from the frame before.
  const rowChanges = firstRows === -1 ? 0 : frames.slice(firstRows + 1).filter((frame, index) => frame.rows.join('\n') !== frames[firstRows + index].rows.join('\n')).length
  // How far the dialog's height moved, summed over the frames after its first one.
  const heightMoves =
    firstDialog === -1
      ? 0
      : sum(frames.slice(firstDialog + 1).map((frame, index) => Math.abs((frame.height ?? 0) - (frames[firstDialog + index].height ?? 0))))
  // Chromium's layout shifts after the click: the dialog is the only thing that moves then, and an
  // element's first appearance is no shift, so this is the CLS of the dialog after its first frame.
  const shift = sum(run.shifts.filter((entry) => entry.t >= clickAt).map((entry) => entry.value))
  const isReact = (url) => reactFiles.some((file) => new URL(url).pathname === `/${file}`)
  const before = run.entries.filter((entry) => entry.start < run.beforeClick)
  const onOpen = run.entries.filter((entry) => entry.start >= run.beforeClick && entry.start <= run.until)
  const finalRows = frames.at(-1)?.rows ?? []
  return {
    dialog: firstDialog === -1 ? undefined : frames[firstDialog].t - clickAt,
    firstRow: firstRows === -1 ? undefined : frames[firstRows].t - clickAt,
    complete: complete === undefined ? undefined : complete - clickAt,
    rowChanges,
    heightMoves,
    shift,
    bytesBefore: sum(before.map((entry) => entry.body)),
    bytesBeforeBeyondReact: sum(before.filter((entry) => !isReact(entry.url)).map((entry) => entry.body)),
    bytesOnOpen: sum(onOpen.map((entry) => entry.body)),
    requestsOnOpen: onOpen.length,
    rows: finalRows.length,
    benchWallet: finalRows.some((row) => row.endsWith(':Bench Wallet')),
    interactive: run.interactiveAt,
    errors: run.errors,
  }
}
