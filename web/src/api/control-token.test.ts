import { describe, expect, test } from 'vitest'
import { isControlCall, presenterToken, takeToken } from './control-token'

function store() {
  const items = new Map<string, string>()
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) }
}

describe('the presenter token', () => {
  test('is taken from the fragment, kept, and removed from the address', () => {
    const kept = store()
    expect(takeToken({ pathname: '/app/', search: '?lang=et', hash: '#presenter=s3%2Fcret' }, kept)).toBe('/app/?lang=et')
    expect(presenterToken(kept)).toBe('s3/cret')
    expect(takeToken({ pathname: '/app/', search: '', hash: '#presenter=t&tab=2' }, kept)).toBe('/app/#tab=2')
    expect(takeToken({ pathname: '/app/', search: '', hash: '#tab=2&presenter=t' }, kept)).toBe('/app/#tab=2')
  })

  test('an address without one changes nothing', () => {
    const kept = store()
    expect(takeToken({ pathname: '/app/', search: '', hash: '#notpresenter=x' }, kept)).toBeUndefined()
    expect(takeToken({ pathname: '/app/', search: '?presenter=x', hash: '' }, kept)).toBeUndefined()
    expect(presenterToken(kept)).toBeNull()
  })

  test('goes to the control API of this origin alone', () => {
    const origin = 'http://127.0.0.1:8080'
    expect(isControlCall(`${origin}/__sim/sessions`, origin)).toBe(true)
    expect(isControlCall('/__sim/sessions/s1/clock', origin)).toBe(true)
    expect(isControlCall(`${origin}/v1/user-resource/vm/list`, origin)).toBe(false)
    expect(isControlCall('https://api.example.com/__sim/sessions', origin)).toBe(false)
    expect(isControlCall(`${origin}/app/__simple`, origin)).toBe(false)
  })
})
