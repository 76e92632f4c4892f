// Prints the gzipped size of the JavaScript the console loads first: the entry script and the
// chunks index.html preloads. Lazy route chunks are not counted. DESIGN §9 budget: 250 KB.
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'

const dist = new URL('../dist/', import.meta.url)
const html = readFileSync(new URL('index.html', dist), 'utf8')
const files = [...new Set([...html.matchAll(/(?:src|href)="[^"]*?(assets\/[^"]+\.js)"/g)].map((m) => m[1]))]
const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(new URL(file, dist))).length, 0)
console.log(`initial JS: ${(bytes / 1024).toFixed(1)} KB gzipped (${files.length} files; budget 250 KB)`)
