import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import fc from 'fast-check'
import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { renderApp } from '../../../test/render'
import { credentials } from '../../api/credentials'
import type { components } from '../../api/generated/schema'
import { clockState, defaultSession, otherBrand, ownerApiKey } from '../../mocks/fixtures/control'
import { owner } from '../../mocks/fixtures/identity'
import { server } from '../../mocks/server'
import { parseSpeed } from './ClockControls'
import { faultRule } from './FaultControls'

type Schemas = components['schemas']

const findToggle = () => screen.findByRole('button', { name: 'Developer tools' })

/** Signed in as the default session's owner, the toolbar opened. */
async function openToolbar() {
  const user = userEvent.setup()
  credentials.setApiKey(ownerApiKey)
  renderApp()
  await user.click(await findToggle())
  return { user, toolbar: screen.getByRole('complementary', { name: 'Developer tools' }) }
}

/** Records the JSON bodies a control call receives, answering `reply`. */
function capture<T>(method: 'post' | 'put', path: string, reply: (body: T) => object) {
  const bodies: T[] = []
  server.use(
    http[method](path, async ({ request }) => {
      const body = (await request.json()) as T
      bodies.push(body)
      return HttpResponse.json(reply(body))
    }),
  )
  return bodies
}

test('collapsed at first; opens on the sessions’s controls', async () => {
  const user = userEvent.setup()
  credentials.setApiKey(ownerApiKey)
  renderApp()

  const toggle = await findToggle()
  expect(toggle.getAttribute('aria-expanded')).toBe('false')
  await user.click(toggle)
  expect(toggle.getAttribute('aria-expanded')).toBe('true')
  expect(screen.getByText('Session default · testcloud · seed 7')).toBeTruthy()
  await user.click(toggle)
  expect(screen.queryByText('Session default · testcloud · seed 7')).toBeNull()
})

test('absent against a real API (no control API) and for a key of no simulator session', async () => {
  server.use(http.get('/__sim/brands', () => HttpResponse.json({ message: 'no route' }, { status: 404 })))
  credentials.setApiKey(ownerApiKey)
  const first = renderApp()
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' })
  expect(screen.queryByRole('button', { name: 'Developer tools' })).toBeNull()
  first.unmount()

  server.resetHandlers()
  server.use(http.get('/__sim/sessions', () => HttpResponse.json([{ ...defaultSession, session: 'elsewhere' }])))
  renderApp()
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' })
  // The sessions list has answered by the time the dashboard's own queries have.
  await within(await screen.findByRole('region', { name: 'Running now' })).findByText(/web-1/)
  expect(screen.queryByRole('button', { name: 'Developer tools' })).toBeNull()
})

/** Sessions the toolbar opens (s2, s3, …) as the same people, and the ones it drops. */
function sessionLife() {
  const dropped: string[] = []
  const opened = (n: number, brand?: string | null): Schemas['SessionInfo'] => ({
    ...defaultSession,
    session: `s${n}`,
    brand: brand ?? defaultSession.brand,
    users: defaultSession.users.map((u) => ({ ...u, api_key: u.api_key.replace('default.', `s${n}.`) })),
  })
  const created: Schemas['SessionCreate'][] = capture<Schemas['SessionCreate']>('post', '/__sim/sessions', (body) =>
    opened(created.length + 1, body.brand),
  )
  server.use(
    http.get('/__sim/sessions', () =>
      HttpResponse.json([
        defaultSession,
        ...created.map((body, i) => opened(i + 2, body.brand)).filter((s) => !dropped.includes(s.session)),
      ]),
    ),
    http.delete('/__sim/sessions/:id', ({ params }) => {
      dropped.push(String(params.id))
      return new HttpResponse(null, { status: 204 })
    }),
  )
  return { created, dropped }
}

test('switching brand opens a session of that brand as the same person, and re-themes without a reload', async () => {
  const { created, dropped } = sessionLife()
  const newKey = ownerApiKey.replace('default.', 's2.')
  server.use(
    http.get('/v1/config/ui/config', ({ request }) =>
      request.headers.get('apikey') === newKey ? HttpResponse.json(otherBrand.config) : undefined,
    ),
    http.get('/v1/user-resource/user', ({ request }) =>
      request.headers.get('apikey') === newKey ? HttpResponse.json(owner) : undefined,
    ),
  )
  const { user, toolbar } = await openToolbar()
  const switchButton = within(toolbar).getByRole('button', { name: 'Switch brand' })
  expect(switchButton).toHaveProperty('disabled', true) // already this brand

  await user.selectOptions(within(toolbar).getByRole('combobox', { name: 'Brand' }), 'Ironworks')
  await user.click(switchButton)

  expect(await screen.findByRole('link', { name: 'Ironworks' })).toBeTruthy()
  expect(created).toEqual([{ brand: 'ironworks', seed: 7, world: 'demo' }])
  expect(credentials.apiKey()).toBe(newKey)
  expect(document.getElementById('brand-theme')?.textContent).toContain('--color-primary:#b45309;')
  expect(await screen.findByText('Switched to ironworks (session s2)')).toBeTruthy()
  expect(document.title).toBe('Dashboard | Ironworks')
  // The toolbar stays open on the new session; the default session, which mock mode signs into, stays.
  expect(await within(toolbar).findByText('Session s2 · ironworks · seed 7')).toBeTruthy()
  expect(dropped).toEqual([])

  // Switching on from a session the toolbar opened drops that one.
  await user.selectOptions(within(toolbar).getByRole('combobox', { name: 'Brand' }), 'Testcloud')
  await user.click(within(toolbar).getByRole('button', { name: 'Switch brand' }))
  expect(await within(toolbar).findByText('Session s3 · testcloud · seed 7')).toBeTruthy()
  expect(credentials.apiKey()).toBe(ownerApiKey.replace('default.', 's3.'))
  await waitFor(() => expect(dropped).toEqual(['s2']))
})

describe('clock', () => {
  test('shows the simulated time and pending events; advancing re-reads it', async () => {
    const advanced = capture<Schemas['ClockAdvance']>('post', '/__sim/sessions/default/clock/advance', () => clockState)
    const { user, toolbar } = await openToolbar()

    expect(await within(toolbar).findByText('Monday, January 5, 2026 at 9:00:00 AM UTC')).toBeTruthy()
    expect(within(toolbar).getByText('5')).toBeTruthy()
    // The next event is due at 10:00.
    expect(within(toolbar).getByText('Monday, January 5, 2026 at 10:00:00 AM UTC')).toBeTruthy()
    server.use(
      http.get('/__sim/sessions/default/clock', () =>
        HttpResponse.json({ ...clockState, now: '2026-01-05T10:00:00Z', next_event_at: null, pending_events: 0 }),
      ),
    )
    await user.click(within(toolbar).getByRole('button', { name: '+1 hour' }))

    expect(await within(toolbar).findByText('None scheduled')).toBeTruthy()
    expect(advanced).toEqual([{ seconds: 3600 }])
    expect(within(toolbar).getByRole('button', { name: 'Jump to next event' })).toHaveProperty('disabled', true)
  })

  test('jump to next event advances exactly to the next due instant', async () => {
    const advanced = capture<Schemas['ClockAdvance']>('post', '/__sim/sessions/default/clock/advance', () => clockState)
    const { user, toolbar } = await openToolbar()
    await within(toolbar).findByText('Next event')
    await user.click(within(toolbar).getByRole('button', { name: 'Jump to next event' }))
    await expect.poll(() => advanced).toEqual([{ seconds: 3600 }])
  })

  test('skip to month end lands on the next month’s first instant, when the month closes', async () => {
    const advanced = capture<Schemas['ClockAdvance']>('post', '/__sim/sessions/default/clock/advance', () => clockState)
    const { user, toolbar } = await openToolbar()
    await within(toolbar).findByText('Next event')
    await user.click(within(toolbar).getByRole('button', { name: 'Skip to month end' }))
    // From 2026-01-05T09:00Z to 2026-02-01T00:00Z: 26 days and 15 hours.
    await expect.poll(() => advanced).toEqual([{ seconds: (26 * 24 + 15) * 3600 }])
  })

  test('a speed preset sets realtime at that pace, or stops the clock; the one in force is pressed', async () => {
    const set = capture<Schemas['ClockSet']>('put', '/__sim/sessions/default/clock', (body) => ({ ...clockState, ...body }))
    const { user, toolbar } = await openToolbar()
    const presets = await within(toolbar).findByRole('group', { name: 'Clock speed' })
    expect(within(presets).getByRole('button', { name: 'Stopped' }).getAttribute('aria-pressed')).toBe('true')
    await user.click(within(presets).getByRole('button', { name: '1 s = 1 h' }))
    await user.click(within(presets).getByRole('button', { name: 'Stopped' }))
    await expect.poll(() => set).toEqual([
      { mode: 'realtime', speed: 3600 },
      { mode: 'manual', speed: 1 },
    ])
  })

  test('real time needs a speed within the schema’s bounds', async () => {
    const set = capture<Schemas['ClockSet']>('put', '/__sim/sessions/default/clock', (body) => ({ ...clockState, ...body }))
    const { user, toolbar } = await openToolbar()

    await user.selectOptions(await within(toolbar).findByRole('combobox', { name: 'Clock mode' }), 'realtime')
    const speed = within(toolbar).getByRole('textbox', { name: 'Speed' })
    await user.clear(speed)
    await user.type(speed, '0')
    await user.click(within(toolbar).getByRole('button', { name: 'Set clock' }))
    expect(speed.getAttribute('aria-invalid')).toBe('true')
    expect(within(toolbar).getByText('A factor from 0.01 to 100000')).toBeTruthy()
    expect(set).toEqual([])

    await user.clear(speed)
    await user.type(speed, '60')
    await user.click(within(toolbar).getByRole('button', { name: 'Set clock' }))
    await expect.poll(() => set).toEqual([{ mode: 'realtime', speed: 60 }])
  })
})

describe('faults', () => {
  test('checks the rule, injects it, lists it and clears the rules', async () => {
    const rules: Schemas['FaultRule'][] = []
    server.use(
      http.get('/__sim/sessions/default/faults', () => HttpResponse.json(rules)),
      http.post('/__sim/sessions/default/faults', async ({ request }) => {
        const body = (await request.json()) as Schemas['FaultCreate']
        const rule = { ...body, id: rules.length + 1, hits: 0, remaining: body.times }
        rules.push(rule)
        return HttpResponse.json(rule)
      }),
      http.delete('/__sim/sessions/default/faults', () => {
        rules.length = 0
        return new HttpResponse(null, { status: 204 })
      }),
    )
    const { user, toolbar } = await openToolbar()
    expect(await within(toolbar).findByText('No faults injected.')).toBeTruthy()

    const path = within(toolbar).getByRole('textbox', { name: 'Path' })
    const status = within(toolbar).getByRole('textbox', { name: 'Status' })
    await user.clear(path)
    await user.type(path, 'v1/user')
    await user.clear(status)
    await user.type(status, '700')
    await user.click(within(toolbar).getByRole('button', { name: 'Inject fault' }))
    expect(path.getAttribute('aria-invalid')).toBe('true')
    expect(within(toolbar).getByText('A path starts with /')).toBeTruthy()
    expect(within(toolbar).getByText('A status from 200 to 599')).toBeTruthy()
    expect(rules).toEqual([])

    await user.clear(path)
    await user.type(path, '/v1/*/user-resource/vm/list')
    await user.clear(status)
    await user.type(status, '503')
    const count = within(toolbar).getByRole('textbox', { name: 'Count' })
    await user.clear(count)
    await user.type(count, '2')
    await user.click(within(toolbar).getByRole('button', { name: 'Inject fault' }))

    expect(await within(toolbar).findByText('/v1/*/user-resource/vm/list → 503, 2 left')).toBeTruthy()
    expect(rules[0]).toMatchObject({ path: '/v1/*/user-resource/vm/list', status: 503, times: 2 })

    await user.click(within(toolbar).getByRole('button', { name: 'Clear faults' }))
    expect(await within(toolbar).findByText('No faults injected.')).toBeTruthy()
  })

  test('a rule is accepted exactly for a path, a status from 200 to 599 and a count of 1 or more', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: -10, max: 1000 }), fc.integer({ min: -5, max: 10 }), (path, status, count) => {
        const result = faultRule({ method: '', error: '', path, status: String(status), count: String(count) })
        const valid = path.trim().startsWith('/') && status >= 200 && status <= 599 && count >= 1
        expect('rule' in result).toBe(valid)
      }),
    )
  })
})

test('picking a named message aims the fault at its operation, with its method', async () => {
  const added = capture<Schemas['FaultCreate']>('post', '/__sim/sessions/default/faults', (body) => ({
    ...body,
    id: 1,
    hits: 0,
    remaining: body.times,
  }))
  const { user, toolbar } = await openToolbar()
  await user.selectOptions(
    await within(toolbar).findByRole('combobox', { name: 'Error message' }),
    'Failed to start virtual machine',
  )
  expect(within(toolbar).getByRole('textbox', { name: 'Path' })).toHaveProperty('value', '/v1/**/user-resource/vm/start')
  expect(within(toolbar).getByRole('combobox', { name: 'Method' })).toHaveProperty('value', 'POST')
  await user.click(within(toolbar).getByRole('button', { name: 'Inject fault' }))
  await expect.poll(() => added).toEqual([
    {
      method: 'POST',
      path: '/v1/**/user-resource/vm/start',
      status: 500,
      times: 1,
      error: 'Failed to start virtual machine',
      html: false,
      latency_ms: 0,
      drop: false,
    },
  ])
})

test('the outbox lists the mails, newest first, with their links', async () => {
  server.use(
    http.get('/__sim/sessions/default/outbox', () =>
      HttpResponse.json<Schemas['Mail'][]>([
        {
          id: 1,
          kind: 'verify_email',
          to: 'new@testcloud.example',
          subject: 'Verify your email for Testcloud',
          body: 'Open the link below.',
          links: ['/__sim/idp/default/verify/abc'],
          sent_at: '2026-01-05T09:00:00Z',
        },
        {
          id: 2,
          kind: 'low_balance',
          to: 'owner@testcloud.example',
          subject: 'Your credit is running low',
          body: 'Top up.',
          links: ['/app/billing/account/1'],
          sent_at: '2026-01-05T10:00:00Z',
        },
      ]),
    ),
  )
  const { user, toolbar } = await openToolbar()
  const outbox = within(within(toolbar).getByRole('region', { name: 'Mail outbox' }))
  const subjects = await outbox.findAllByText(/Verify your email|credit is running low/)
  expect(subjects.map((s) => s.textContent)).toEqual(['Your credit is running low', 'Verify your email for Testcloud'])
  await user.click(subjects[1] as HTMLElement)
  expect(outbox.getByRole('link', { name: '/__sim/idp/default/verify/abc' }).getAttribute('href')).toBe(
    '/__sim/idp/default/verify/abc',
  )
})

test('the journal lists the latest requests and saves the journal as a scenario', async () => {
  const yaml = 'name: recorded\nsteps: []\n'
  const saved: string[] = []
  URL.createObjectURL = (blob: Blob) => {
    void (blob as Blob).text().then((text) => saved.push(text))
    return 'blob:scenario'
  }
  URL.revokeObjectURL = () => undefined
  server.use(
    http.get('/__sim/sessions/default/journal', ({ request }) =>
      new URL(request.url).searchParams.get('format') === 'scenario'
        ? new HttpResponse(yaml, { headers: { 'content-type': 'application/yaml' } })
        : HttpResponse.json<Schemas['Journal']>({
            dropped: 0,
            entries: [
              {
                seq: 1,
                at: '2026-01-05T09:00:00Z',
                method: 'POST',
                uri: '/v1/tll/user-resource/vm/start',
                operation: 'vm_start',
                request_body: '',
                status: 500,
                response_body: '{}',
                correlation_id: 'corr-1',
              },
            ],
          }),
    ),
  )
  const { user, toolbar } = await openToolbar()
  const journal = within(within(toolbar).getByRole('region', { name: 'Request journal' }))
  expect(await journal.findByText('POST /v1/tll/user-resource/vm/start')).toBeTruthy()
  expect(journal.getByText('corr-1')).toBeTruthy()
  await user.click(journal.getByRole('button', { name: 'Save as scenario' }))
  await expect.poll(() => saved).toEqual([yaml])
})

test('state export downloads the world; import puts a file into the session', async () => {
  const state = { world: { vms: [] } }
  const saved: string[] = []
  const imported: unknown[] = []
  URL.createObjectURL = (blob: Blob) => {
    void blob.text().then((text) => saved.push(text))
    return 'blob:state'
  }
  URL.revokeObjectURL = () => undefined
  server.use(
    http.get('/__sim/sessions/default/state', () => HttpResponse.json(state)),
    http.put('/__sim/sessions/default/state', async ({ request }) => {
      imported.push(await request.json())
      return HttpResponse.json(defaultSession)
    }),
  )
  const { user, toolbar } = await openToolbar()
  const region = within(within(toolbar).getByRole('region', { name: 'Session state' }))
  await user.click(region.getByRole('button', { name: 'Export state' }))
  await expect.poll(() => saved).toEqual([JSON.stringify(state)])

  const file = new File([JSON.stringify(state)], 'state.json', { type: 'application/json' })
  await user.upload(region.getByLabelText('Import state…'), file)
  expect(await screen.findByText('The session’s state was imported')).toBeTruthy()
  expect(imported).toEqual([state])
})

test('an import from another session goes on as its user of the same role; a file that is not an export is refused, nothing sent', async () => {
  // Issue 43: "Importing an exported state into another session crashes the console ('l is not
  // a function'), then 403 until log-out". The world's keys come with the state.
  const importedOwner = 'default.imp0rted0owner'
  const imported: unknown[] = []
  const keys: (string | null)[] = []
  server.use(
    http.put('/__sim/sessions/default/state', async ({ request }) => {
      imported.push(await request.json())
      return HttpResponse.json({ ...defaultSession, users: [{ ...defaultSession.users[1], api_key: importedOwner }] })
    }),
    http.get('/__sim/sessions', () =>
      HttpResponse.json([{ ...defaultSession, users: [{ ...defaultSession.users[1], api_key: imported.length > 0 ? importedOwner : ownerApiKey }] }]),
    ),
    http.get('/v1/user-resource/user', ({ request }) => {
      keys.push(request.headers.get('apikey'))
      return request.headers.get('apikey') === (imported.length > 0 ? importedOwner : ownerApiKey)
        ? HttpResponse.json(owner)
        : HttpResponse.json({ message: 'Invalid authentication credentials' }, { status: 403 })
    }),
  )
  const { user, toolbar } = await openToolbar()
  const region = within(within(toolbar).getByRole('region', { name: 'Session state' }))

  await user.upload(region.getByLabelText('Import state…'), new File(['not json'], 'notes.txt', { type: 'application/json' }))
  expect(await region.findByText(/notes\.txt is not a state export \(JSON\): nothing was imported\./)).toBeTruthy()
  expect(imported).toEqual([])

  await user.upload(region.getByLabelText('Import state…'), new File([JSON.stringify({ world: {} })], 'other.json', { type: 'application/json' }))
  expect(await screen.findByText('The session’s state was imported')).toBeTruthy()
  await waitFor(() => expect(credentials.apiKey()).toBe(importedOwner))
  expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy()
  await waitFor(() => expect(keys.at(-1)).toBe(importedOwner))
  expect(screen.queryByText(/Invalid authentication credentials/)).toBeNull()
})

test('speeds parse with a comma or a dot, within bounds', () => {
  expect(parseSpeed('2,5')).toBe(2.5)
  expect(parseSpeed(' 100000 ')).toBe(100000)
  expect(parseSpeed('100001')).toBeUndefined()
  expect(parseSpeed('')).toBeUndefined()
  expect(parseSpeed('fast')).toBeUndefined()
})

test('resetting the session says so and re-reads the screens', async () => {
  let resets = 0
  server.use(
    http.post('/__sim/sessions/default/reset', () => {
      resets += 1
      return HttpResponse.json(defaultSession)
    }),
  )
  const { user, toolbar } = await openToolbar()
  await user.click(within(toolbar).getByRole('button', { name: 'Reset session' }))

  expect(await screen.findByText('The session is back at its seeded start')).toBeTruthy()
  expect(resets).toBe(1)
})
