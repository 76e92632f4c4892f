// Prints the gzipped size of the JavaScript the console loads first: the entry script and the
// chunks index.html preloads. Lazy route chunks (and the catalogues they fetch) are not counted.
// The target: under 130 KB, the brief's (issue 28; docs/reference/benchmarks.md#targets's was 150 KB).
// Issue 40's screen declarations took it to 130.4 KB and the target to 131 for a while; the
// identity provider's sign-in calls then left the entry for the sign-in screens' chunk (only
// `api/idp-origin.ts` is needed at load), back to 129.2 KB. Over it, the build fails.
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'

const dist = new URL('../dist/', import.meta.url)
const html = readFileSync(new URL('index.html', dist), 'utf8')
const files = [...new Set([...html.matchAll(/(?:src|href)="[^"]*?(assets\/[^"]+\.js)"/g)].map((m) => m[1]))]
const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(new URL(file, dist))).length, 0)
const kb = bytes / 1024
const target = 130
const verdict = kb < target ? 'under' : `${(kb - target).toFixed(1)} KB over`
console.log(`initial JS: ${kb.toFixed(1)} KB gzipped (${files.length} files; target < ${target} KB: ${verdict})`)
if (kb >= target) process.exitCode = 1
