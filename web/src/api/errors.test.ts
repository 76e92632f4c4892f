import { expect, test } from 'vitest'
import { errorMessage } from './errors'

test('reads the message of every error body the API gives', () => {
  expect(errorMessage({ message: 'Invalid authentication credentials' })).toBe('Invalid authentication credentials')
  expect(errorMessage({ errors: { Error: 'No such virtual machine exists: 42' } })).toBe(
    'No such virtual machine exists: 42',
  )
  expect(errorMessage({ errors: { name: 'This field is required.' } })).toBe('This field is required.')
  expect(errorMessage('<html>Bad gateway</html>')).toBeUndefined()
})
