import { afterEach, expect, test } from 'vitest'
import { chatEmbed, injectChat } from './chat-embed'
import type { ChatConfig } from '../../api/config'

const visitor = { name: 'Olivia Owner' }
const chat = (config: Partial<ChatConfig> & Pick<ChatConfig, 'type'>): ChatConfig => ({ disabled: false, ...config })

afterEach(() => document.querySelectorAll('script[data-chat-provider]').forEach((script) => script.remove()))

test('each provider type of the seed is keyed by its own ids', () => {
  expect(chatEmbed(chat({ type: 'tawk', property_id: 'p1', widget_id: 'w1' }), visitor)).toEqual({
    src: 'https://embed.tawk.to/p1/w1',
    globals: {},
  })
  expect(chatEmbed(chat({ type: 'leadbooster', companyId: '4410001', playbookUuid: 'u-1' }), visitor).globals).toEqual({
    pipedriveLeadboosterConfig: { base: 'leadbooster-chat.pipedrive.com', companyId: 4410001, playbookUuid: 'u-1', version: 2 },
  })
  for (const type of ['qiscus', 'botika', 'oncehub'] as const) {
    expect(chatEmbed(chat({ type, bot_id: 'bot 7' }), visitor).src).toContain('bot%207')
  }
  expect(chatEmbed(chat({ type: 'intercom', app_id: 'a1' }), visitor).globals).toEqual({
    intercomSettings: { app_id: 'a1', name: 'Olivia Owner' },
  })
})

test('an Intercom-style widget gets email, user hash and full name when the user has a hash, otherwise only the name', () => {
  const intercom = chat({ type: 'intercom', app_id: 'a1' })
  const verified = { name: 'Olivia Owner', email: 'olivia@example.com', userHash: 'f2991b7c' }
  expect(chatEmbed(intercom, verified).globals).toEqual({
    intercomSettings: { app_id: 'a1', email: 'olivia@example.com', user_hash: 'f2991b7c', name: 'Olivia Owner' },
  })
  expect(chatEmbed(intercom, { ...verified, userHash: undefined }).globals).toEqual({
    intercomSettings: { app_id: 'a1', name: 'Olivia Owner' },
  })
  expect(chatEmbed(chat({ type: 'tawk', property_id: 'p1', widget_id: 'w1' }), verified).globals, 'other providers get no identity').toEqual({})
})

test('the script is added once, however often the loader runs', () => {
  const embed = chatEmbed(chat({ type: 'tawk', property_id: 'p1', widget_id: 'w1' }), visitor)
  injectChat('tawk', embed)
  injectChat('tawk', embed)
  expect(document.querySelectorAll('script[data-chat-provider="tawk"]')).toHaveLength(1)
})
