import { act, render } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { browser } from '../../platform/browser'
import { SiteContext } from '../../platform/use-site'
import { UserContext } from '../../platform/use-user'
import { siteConfig } from '../../mocks/fixtures/config'
import { owner } from '../../mocks/fixtures/identity'
import { chatLoadDelay } from './chat-embed'
import { ChatWidget } from './ChatWidget'
import type { ChatConfig, SiteConfig } from '../../api/config'
import type { User } from '../../api/identity'

const intercom: ChatConfig = { type: 'intercom', disabled: false, app_id: 'pilvsim1' }

beforeEach(() => {
  vi.useFakeTimers()
  vi.spyOn(browser, 'hostname').mockReturnValue('console.pilvio.example')
})

afterEach(() => {
  vi.useRealTimers()
  document.querySelectorAll('script[data-chat-provider]').forEach((script) => script.remove())
  Reflect.deleteProperty(window, 'intercomSettings')
})

function renderChat(config: Partial<SiteConfig>, user: User = owner) {
  return render(
    <SiteContext value={{ config: { ...siteConfig, ...config }, brand: undefined }}>
      <UserContext value={user}>
        <ChatWidget />
      </UserContext>
    </SiteContext>,
  )
}

const chatScripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[data-chat-provider]')]

test('the provider script is added 1.5 s after the app is ready, with the visitor’s name', () => {
  renderChat({ chatEnabled: true, chatConfig: intercom })
  act(() => vi.advanceTimersByTime(chatLoadDelay - 1))
  expect(chatScripts()).toEqual([])

  act(() => vi.advanceTimersByTime(1))
  const [script, ...more] = chatScripts()
  expect(more).toEqual([])
  expect(script?.src).toBe('https://widget.intercom.io/widget/pilvsim1')
  expect(script?.async).toBe(true)
  expect(script?.dataset.chatProvider).toBe('intercom')
  const { first_name, last_name } = owner.profile_data
  expect(Reflect.get(window, 'intercomSettings')).toEqual({ app_id: 'pilvsim1', name: `${first_name} ${last_name}` })
})

test('a user with an Intercom hash is passed with email and hash', () => {
  const userHash = 'f2991b7ce981d0b5adc5e6a0f31acaeb407bfc21354bbcc31a0c43eaffa83d65'
  renderChat({ chatEnabled: true, chatConfig: intercom }, { ...owner, intercom_user_hash: userHash })
  act(() => vi.advanceTimersByTime(chatLoadDelay))
  expect(Reflect.get(window, 'intercomSettings')).toEqual({
    app_id: 'pilvsim1',
    email: owner.profile_data.email,
    user_hash: userHash,
    name: 'Olivia Owner',
  })
})

test.each<[string, Partial<SiteConfig>]>([
  ['chat is off for the site', { chatEnabled: false, chatConfig: intercom }],
  ['there is no provider config', { chatEnabled: true, chatConfig: null }],
  ['the provider is disabled', { chatEnabled: true, chatConfig: { ...intercom, disabled: true } }],
])('nothing loads when %s', (_, config) => {
  renderChat(config)
  act(() => vi.advanceTimersByTime(chatLoadDelay * 10))
  expect(chatScripts()).toEqual([])
})

test('nothing loads on a development host, so local runs download no third-party code', () => {
  vi.mocked(browser.hostname).mockReturnValue('127.0.0.1')
  renderChat({ chatEnabled: true, chatConfig: intercom })
  act(() => vi.advanceTimersByTime(chatLoadDelay * 10))
  expect(chatScripts()).toEqual([])
})

test('leaving the app before the delay cancels the load', () => {
  const { unmount } = renderChat({ chatEnabled: true, chatConfig: intercom })
  act(() => vi.advanceTimersByTime(chatLoadDelay / 2))
  unmount()
  act(() => vi.advanceTimersByTime(chatLoadDelay * 10))
  expect(chatScripts()).toEqual([])
})

test("a provider type the console does not know is reported as 'Unsupported chat provider type'", () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
  const unknown = { type: 'smoke-signals', disabled: false } as unknown as ChatConfig
  renderChat({ chatEnabled: true, chatConfig: unknown })
  act(() => vi.advanceTimersByTime(chatLoadDelay))
  expect(chatScripts()).toEqual([])
  expect(logged).toHaveBeenCalledWith(expect.objectContaining({ message: 'Unsupported chat provider type' }))
})
