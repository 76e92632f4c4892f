/**
 * The rotation of the test command's large matrices (docs/reference/commands.md#rotation): a
 * matrix that grows with brands × screens runs one slice of ten per commit, chosen by
 * `scripts/test.sh` from the commit and passed as `CLOUDSIM_ROTATION=K/N`; `all` (what
 * `npm run test:full` passes, and a plain `npm run e2e` leaves unset) runs every cell. Cell `i`
 * of a matrix (in its own fixed order) is in slice `i mod N + 1`, so the N slices share the
 * matrix out evenly and together run each cell once.
 */
export type Rotation = { k: number; n: number } | 'all'

export function parseRotation(text: string | undefined): Rotation {
  if (text === undefined || text === '' || text === 'all') return 'all'
  const match = /^(\d+)\/(\d+)$/.exec(text)
  const k = Number(match?.[1])
  const n = Number(match?.[2])
  if (!match || n < 1 || k < 1 || k > n) throw new Error(`CLOUDSIM_ROTATION: expected K/N (1 ≤ K ≤ N) or all, got ${text}`)
  return { k, n }
}

/** The rotation this run was given. */
export const current: Rotation = parseRotation(process.env.CLOUDSIM_ROTATION)

/** The slice (1 to n) of cell `index`. */
export const sliceOf = (index: number, n: number) => (index % n) + 1

/** Whether cell `index` runs under `rotation`. */
export function inRotation(index: number, rotation: Rotation = current): boolean {
  return rotation === 'all' || sliceOf(index, rotation.n) === rotation.k
}

/** Whether any of the `count` cells from `first` on runs under `rotation`. */
export function anyInRotation(first: number, count: number, rotation: Rotation = current): boolean {
  return Array.from({ length: count }, (_, i) => first + i).some((index) => inRotation(index, rotation))
}

/** The cells of `matrix` this run checks. */
export function rotated<T>(matrix: readonly T[], rotation: Rotation = current): T[] {
  return matrix.filter((_, index) => inRotation(index, rotation))
}

/** Why cell `index` is skipped in this run: the slice that runs it and the commands for it. */
export function elsewhere(index: number): string {
  if (current === 'all') return ''
  const slice = sliceOf(index, current.n)
  return `rotation slice ${slice}/${current.n} (this run: ${current.k}/${current.n}); CLOUDSIM_ROTATION=${slice}/${current.n} npm test runs it, npm run test:full runs every slice`
}

/** One line for the run's output: what this run left to other slices. */
export function rotationNote(matrix: string, total: number, rotation: Rotation = current): string {
  if (rotation === 'all') return `${matrix}: all ${total} cells`
  const run = Array.from({ length: total }, (_, i) => i).filter((i) => inRotation(i, rotation)).length
  return `${matrix}: ${run} of ${total} cells (rotation slice ${rotation.k}/${rotation.n}; npm run test:full runs all)`
}
