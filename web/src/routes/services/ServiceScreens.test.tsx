import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import type { PackageCreate } from '../../api/services'
import { pb } from '../../screens/path-builder'
import { packageFixture, servicePackages } from '../../mocks/fixtures/services'
import { createdPackageUuid } from '../../mocks/handlers/services'
import { server } from '../../mocks/server'
import { sentBody } from '../../mocks/sent-body'
import { openServices } from '../../../test/open-services'

test('the list shows each live package with its service, status and location', async () => {
  openServices(pb.services())
  const row = await screen.findByRole('row', { name: /orders-db/ })
  expect(within(row).getByText('PostgreSQL 16.4')).toBeTruthy()
  expect(within(row).getByText('Active')).toBeTruthy()
})

test('creates a PostgreSQL package with a price, then a cluster only with a pool of minimum one', async () => {
  let sent: PackageCreate | undefined
  server.use(
    http.post<never, PackageCreate>('/v1/user-resource/service/package', async ({ request }) => {
      sent = await sentBody(request.clone())
      return undefined
    }),
  )
  const user = userEvent.setup()
  const { router } = openServices(pb.serviceCreate())
  expect(((await screen.findByRole('radio', { name: /PostgreSQL/ })) as HTMLInputElement).checked).toBe(true)
  // 2 vCPU, 4 GB, 40 GB and a licence, plus the virtual IP: 0.02 + 0.02 + 0.004 + 0.01 + 0.004.
  expect(screen.getByText('€0.058 per hour, €42.34 per month')).toBeTruthy()
  await user.click(screen.getByRole('radio', { name: /Kubernetes/ }))
  const minimum = screen.getByRole('spinbutton', { name: 'Autoscaler minimum' })
  await user.clear(minimum)
  expect(screen.getByRole('alert').textContent).toBe('At least one node pool must have autoscaler minimum of 1 or more')
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'shop')
  await user.click(screen.getByRole('button', { name: 'Create service' }))
  expect(sent).toBeUndefined()
  await user.type(minimum, '1')
  expect(screen.queryByRole('alert')).toBeNull()
  await user.click(screen.getByRole('button', { name: 'Create service' }))
  await waitFor(() => expect(router.state.location.pathname).toBe(`/services/service/tll/${createdPackageUuid}`))
  expect(sent?.service).toBe('kubernetes')
  expect(sent?.package_parameters).toEqual({
    location: 'tll',
    spec: {
      maintenance: 'weekly',
      provider: {
        workers: [{ name: 'system', machine: { cpu: 2, ram: 4 }, volume: { size: 50 }, min: 1, max: 3, maxSurge: 1 }],
      },
    },
  })
})

test('a requested package shows its progress on the session clock', async () => {
  server.use(
    http.get('/v1/user-resource/service/package/:uuid', () =>
      HttpResponse.json(
        packageFixture({
          uuid: 'p',
          display_name: 'fresh',
          status: 'requested',
          ready_at: '2026-01-05 09:05:00',
          ready_in: 120,
          updated_at: '2026-01-05 09:00:00',
        }),
      ),
    ),
  )
  openServices(pb.service({ location: 'tll', serviceId: 'p' }), { locale: 'et' })
  const progress = await screen.findByRole('progressbar', { name: 'fresh luuakse: valmis umbes 2 min pärast' })
  expect(progress.getAttribute('aria-valuenow')).toBe('60')
})

test('the detail reveals the password on demand and checks a whitelist entry before sending it', async () => {
  const user = userEvent.setup()
  openServices(pb.service({ location: 'tll', serviceId: 'pkg-db' }), { locale: 'es' })
  const connection = within(await screen.findByRole('region', { name: 'Conexión' }))
  expect(connection.queryByText('a1b2c3d4e5f6a1b2c3d4e5f6')).toBeNull()
  await user.click(connection.getByRole('button', { name: 'Mostrar contraseña' }))
  expect(await connection.findByText('a1b2c3d4e5f6a1b2c3d4e5f6')).toBeTruthy()

  const whitelist = within(screen.getByRole('region', { name: 'Direcciones permitidas' }))
  expect(whitelist.getByText(/Cualquier dirección puede conectarse/)).toBeTruthy()
  await user.type(whitelist.getByRole('textbox', { name: 'Dirección IPv4 o bloque CIDR' }), '10.0.0.0/33')
  await user.click(whitelist.getByRole('button', { name: 'Permitir dirección' }))
  expect(whitelist.getByText(/Introduce una dirección IPv4/)).toBeTruthy()
  await user.clear(whitelist.getByRole('textbox', { name: 'Dirección IPv4 o bloque CIDR' }))
  await user.type(whitelist.getByRole('textbox', { name: 'Dirección IPv4 o bloque CIDR' }), '198.51.100.0/24')
  await user.click(whitelist.getByRole('button', { name: 'Permitir dirección' }))
  expect(await screen.findByText('198.51.100.0/24 está permitida')).toBeTruthy()
  const resources = within(screen.getByRole('table', { name: 'Recursos' }))
  expect(resources.getByRole('button', { name: 'Detener' })).toBeTruthy()
})

test('a cluster shows its conditions and pools, and saves scaled pools as its properties', async () => {
  const system = { name: 'system', machine: { cpu: 2, ram: 4 }, volume: { size: 50 }, min: 1, max: 3, maxSurge: 1 }
  const cluster = packageFixture({
    uuid: 'k8s',
    display_name: 'shop-cluster',
    service: 'kubernetes',
    version: '1.31',
    properties: {
      location: 'tll',
      service_ip: '185.7.1.21',
      port: 6443,
      cluster_name: 'shop-cluster-a1b2c3',
      spec: { maintenance: 'weekly', provider: { workers: [system] } },
      status: {
        conditions: [
          { type: 'APIServerAvailable', status: 'True', reason: '' },
          { type: 'EveryNodeReady', status: 'False', reason: 'WorkerNodeStopped' },
        ],
        workers: [{ name: 'system', nodes: 1, ready_nodes: 0 }],
      },
      maintenance: { schedule: 'weekly', last_run_at: null, next_run_at: '2026-01-07 02:00:00' },
    },
  })
  let sent: unknown
  server.use(
    http.get('/v1/user-resource/service/package/:uuid', () => HttpResponse.json(cluster)),
    http.patch('/v1/user-resource/service/package/:uuid/properties', async ({ request }) => {
      sent = await sentBody(request)
      return HttpResponse.json(cluster)
    }),
  )
  const user = userEvent.setup()
  openServices(pb.service({ location: 'tll', serviceId: 'k8s' }))
  const readiness = within(await screen.findByRole('table', { name: 'Readiness' }))
  expect(readiness.getByRole('row', { name: /EveryNodeReady/ }).textContent).toContain('Not ready (WorkerNodeStopped)')
  expect(screen.getByText('https://185.7.1.21:6443')).toBeTruthy()
  expect(screen.getByText(/0 of 1 ready/)).toBeTruthy()
  // The pool's bounds as the answer names them, `min` and `max`.
  const minimum = screen.getByRole('spinbutton', { name: 'Autoscaler minimum' })
  expect([minimum, screen.getByRole('spinbutton', { name: 'Autoscaler maximum' })].map((b) => (b as HTMLInputElement).value)).toEqual(['1', '3'])
  await user.clear(minimum)
  expect(screen.getByRole('button', { name: 'Save node pools' })).toHaveProperty('disabled', true)
  await user.type(minimum, '2')
  await user.click(screen.getByRole('button', { name: 'Save node pools' }))
  await waitFor(() => expect(sent).toEqual({ workers: [{ ...system, min: 2 }] }))
})

test('the resources show each VM’s address in the package’s network and link the network', async () => {
  const base = packageFixture({ uuid: 'pkg-net', display_name: 'net-db' })
  const [vm, vip] = base.resources
  const pkg = packageFixture({
    uuid: 'pkg-net',
    display_name: 'net-db',
    resources: [
      { ...vm!, resource_allocation: { ...vm!.resource_allocation, address: '10.4.7.12' } },
      vip!,
      { resource_id: 'net-1', resource_location: 'tll', resource_type: 'network', resource_allocation: {} },
    ],
  })
  server.use(http.get('/v1/user-resource/service/package/:uuid', () => HttpResponse.json(pkg)))
  openServices(pb.service({ location: 'tll', serviceId: 'pkg-net' }))
  const resources = within(await screen.findByRole('table', { name: 'Resources' }))
  expect(resources.getByText(/· 10\.4\.7\.12$/)).toBeTruthy()
  expect(resources.getByRole('link', { name: 'Private network' }).getAttribute('href')).toBe(
    `/app${pb.vpc({ location: 'tll', uuid: 'net-1' })}`,
  )
})

test('where the site turns Kubernetes off, it is not offered, its clusters are not listed and their pages say so', async () => {
  const cluster = packageFixture({ uuid: 'k8s', display_name: 'shop-cluster', service: 'kubernetes', version: '1.31' })
  server.use(
    http.get('/v1/user-resource/service/packages', () => HttpResponse.json([...servicePackages, cluster])),
    http.get('/v1/user-resource/service/package/:uuid', () => HttpResponse.json(cluster)),
  )
  const list = openServices(pb.services(), { kubernetes: false })
  expect(await screen.findByRole('row', { name: /orders-db/ })).toBeTruthy()
  expect(screen.queryByRole('row', { name: /shop-cluster/ })).toBeNull()
  list.unmount()

  const create = openServices(pb.serviceCreate(), { kubernetes: false })
  expect(await screen.findByRole('radio', { name: /PostgreSQL/ })).toBeTruthy()
  expect(screen.queryByRole('radio', { name: /Kubernetes/ })).toBeNull()
  create.unmount()

  openServices(pb.service({ location: 'tll', serviceId: 'k8s' }), { kubernetes: false })
  expect(await screen.findByText('Kubernetes is not available on this site.')).toBeTruthy()
  expect(screen.queryByRole('table', { name: 'Readiness' })).toBeNull()
})

test('with Kubernetes on, the same cluster is listed', async () => {
  const cluster = packageFixture({ uuid: 'k8s', display_name: 'shop-cluster', service: 'kubernetes', version: '1.31' })
  server.use(http.get('/v1/user-resource/service/packages', () => HttpResponse.json([...servicePackages, cluster])))
  openServices(pb.services())
  expect(await screen.findByRole('row', { name: /shop-cluster/ })).toBeTruthy()
})

test('deleting a package is under More, asks first, and goes back to the list', async () => {
  const deleted: string[] = []
  server.use(
    http.delete('/v1/user-resource/service/package/:uuid', ({ params }) => {
      deleted.push(String(params.uuid))
      return HttpResponse.json(packageFixture({ uuid: String(params.uuid), display_name: 'orders-db', status: 'deleted' }))
    }),
  )
  const user = userEvent.setup()
  const { router } = openServices(pb.service({ location: 'tll', serviceId: 'pkg-db' }))
  await screen.findByRole('heading', { level: 1, name: 'orders-db' })
  expect(screen.queryByRole('button', { name: 'Delete service' })).toBeNull()
  await user.click(screen.getByRole('button', { name: 'More' }))
  await user.click(screen.getByRole('button', { name: 'Delete service' }))
  const dialog = within(await screen.findByRole('alertdialog'))
  expect(deleted).toEqual([])
  await user.click(dialog.getByRole('button', { name: 'Delete' }))
  await waitFor(() => expect(router.state.location.pathname).toBe(pb.services()))
  expect(deleted).toEqual(['pkg-db'])
})
