/**
 * The journeys at 390 px are a matrix of their own (journeys × widths): every journey runs at
 * 1280 px on every commit, and at 390 px in one rotation slice of ten (./rotation.ts), chosen by a
 * hash of its file and title, so a new journey joins a slice by itself and `npm run test:full`
 * runs them all. The files that rotate their own cells (their cells would otherwise be lost at this
 * width) and the one about the phone's own navigation run at 390 px on every commit.
 */
export const everyCommitAtPhoneWidth = new Set(['a11y.e2e.ts', 'money-a11y.e2e.ts', 'sweep.e2e.ts', 'shell.e2e.ts'])

/** The rotation cell of a journey at 390 px, or nothing where it runs on every commit. */
export function phoneCell(project: string, file: string, title: string): number | undefined {
  if (project !== 'mobile' || everyCommitAtPhoneWidth.has(file)) return undefined
  // FNV-1a: the same journey is in the same slice on every machine and every run.
  let hash = 0x811c9dc5
  for (const char of `${file} › ${title}`) {
    hash ^= char.codePointAt(0) ?? 0
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}
