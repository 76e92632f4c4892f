import { sentBody } from '../sent-body'
import { type AreaMocks, notMocked } from '../mocks'
import { http, HttpResponse, type PathParams } from 'msw'
import type { PackageCreate } from '../../api/services'
import { packageFixture, serviceImages, servicePackages } from '../fixtures/services'
import { notFound, type Answer } from './answers'
import { errorTexts } from '../../api/generated/error-texts'

type Package = '/v1/user-resource/service/package/{uuid}'
type Whitelist = '/v1/user-resource/service/package/{uuid}/whitelist_addresses'

/** The new package `POST package` answers, requested, under a fixed uuid. */
export const createdPackageUuid = 'pkg-new'

const find = (uuid: unknown) => servicePackages.find((p) => p.uuid === uuid)
const missing = (uuid: unknown) => notFound(errorTexts.services.noSuchPackage(String(uuid)))

/** `/user-resource/service/…` over `fixtures/services.ts` (which never change). */
export const servicesMocks = {
  service_configurations: http.get<never, never, Answer<'/v1/user-resource/service/configurations', 'get'>>('/v1/user-resource/service/configurations', () =>
    HttpResponse.json(serviceImages),
  ),
  service_package_list: http.get<never, never, Answer<'/v1/user-resource/service/packages', 'get'>>('/v1/user-resource/service/packages', () =>
    HttpResponse.json(servicePackages),
  ),
  service_package_get: http.get<PathParams<'uuid'>, never, Answer<Package, 'get'>>('/v1/user-resource/service/package/:uuid', ({ params }) => {
    const pkg = find(params.uuid)
    return pkg ? HttpResponse.json(pkg) : missing(params.uuid)
  }),
  service_package_create: http.post<never, PackageCreate, Answer<'/v1/user-resource/service/package', 'post'>>(
    '/v1/user-resource/service/package',
    async ({ request }) => {
      const body = await sentBody(request)
      return HttpResponse.json(
        packageFixture({
          uuid: createdPackageUuid,
          display_name: body.display_name,
          status: 'requested',
          ready_at: '2026-01-05 09:05:00',
          ready_in: 300,
          updated_at: '2026-01-05 09:00:00',
        }),
      )
    },
  ),
  service_secrets: http.get<PathParams<'uuid'>, never, Answer<'/v1/user-resource/service/package/{uuid}/secrets', 'get'>>(
    '/v1/user-resource/service/package/:uuid/secrets',
    ({ params }) => (find(params.uuid) ? HttpResponse.json({ sql_pass: 'a1b2c3d4e5f6a1b2c3d4e5f6' }) : missing(params.uuid)),
  ),
  service_whitelist_add: http.post<PathParams<'uuid'>, { ip_address: string }, Answer<Whitelist, 'post'>>(
    '/v1/user-resource/service/package/:uuid/whitelist_addresses',
    async ({ request }) => HttpResponse.json([(await sentBody(request)).ip_address]),
  ),
  service_package_delete: notMocked,
  service_package_rebuild: notMocked,
  service_package_update: notMocked,
  service_properties_update: notMocked,
  service_resource_start: notMocked,
  service_resource_stop: notMocked,
  service_whitelist_remove: notMocked,
} satisfies AreaMocks
