import { expect, test } from 'vitest'
import { consoleBase, encodeKey, presign, sign } from './s3'

const credentials = { accessKey: 'AKIAIOSFODNN7EXAMPLE', secretKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' }
const empty = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'

test('signs AWS’s documented GET Object example', async () => {
  const headers = {
    host: 'examplebucket.s3.amazonaws.com',
    range: 'bytes=0-9',
    'x-amz-content-sha256': empty,
    'x-amz-date': '20130524T000000Z',
  }
  const url = new URL('https://examplebucket.s3.amazonaws.com/test.txt')
  const signed = await sign(credentials, '20130524T000000Z', 'GET', url, headers, empty)
  expect(signed.signedHeaders).toBe('host;range;x-amz-content-sha256;x-amz-date')
  expect(signed.signature).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41')
})

test('presigns AWS’s documented query-string example', async () => {
  const url = new URL('https://examplebucket.s3.amazonaws.com/test.txt')
  const signed = await presign(credentials, url, 86400, new Date('2013-05-24T00:00:00Z'))
  expect(new URL(signed).searchParams.get('X-Amz-Signature')).toBe(
    'aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
  )
})

test('reaches the session’s endpoint path-style at the console’s origin', () => {
  expect(consoleBase('http://127.0.0.1:8080/s3/s4', 'http://localhost:5173')).toBe('http://localhost:5173/s3/s4')
  expect(consoleBase('http://default.s3.localhost:8080', 'http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080/s3/default')
  expect(consoleBase('/', 'http://127.0.0.1:8080')).toBeUndefined()
  expect(encodeKey("docs/a b/it's.txt")).toBe('docs/a%20b/it%27s.txt')
})
