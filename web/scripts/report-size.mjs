// Prints the gzipped size of the JavaScript the console loads first: the entry script and the
// chunks index.html preloads. Lazy route chunks are not counted. DESIGN's target: under 150 KB.
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'

const dist = new URL('../dist/', import.meta.url)
const html = readFileSync(new URL('index.html', dist), 'utf8')
const files = [...new Set([...html.matchAll(/(?:src|href)="[^"]*?(assets\/[^"]+\.js)"/g)].map((m) => m[1]))]
const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(new URL(file, dist))).length, 0)
const kb = bytes / 1024
const verdict = kb < 150 ? 'under' : `${(kb - 150).toFixed(1)} KB over`
console.log(`initial JS: ${kb.toFixed(1)} KB gzipped (${files.length} files; target < 150 KB: ${verdict})`)
