import { sentBody } from '../sent-body'
import type { AreaMocks } from '../mocks'
import { http, HttpResponse, type PathParams } from 'msw'
import { leaseFixture, leasesByLocation, metalOs, metalSpecs, pendingLease } from '../fixtures/metal'
import { notFound, type Answer } from './answers'
import type { LeaseCreate } from '../../api/metal'
import { errorTexts } from '../../api/generated/error-texts'

type Leases = '/v1/{location}/metal/leases'
type Lease = '/v1/{location}/metal/leases/{uuid}'

/** The new lease `POST leases` answers, pending, under a fixed uuid. */
export const createdLeaseUuid = 'lease-new'

const find = (location: unknown, uuid: unknown) => leasesByLocation[String(location)]?.find((l) => l.uuid === uuid)

const missing = (uuid: unknown) => notFound(errorTexts.metal.noSuchLease(String(uuid)))

/** `/metal/os` and `/{location}/metal/specs|leases…` over `fixtures/metal.ts` (which never change). */
export const metalMocks = {
  metal_os_list: http.get<never, never, Answer<'/v1/metal/os', 'get'>>('/v1/metal/os', () => HttpResponse.json(metalOs)),
  metal_spec_list: http.get<PathParams<'location'>, never, Answer<'/v1/{location}/metal/specs', 'get'>>('/v1/:location/metal/specs', () =>
    HttpResponse.json(metalSpecs),
  ),
  metal_lease_list: http.get<PathParams<'location'>, never, Answer<Leases, 'get'>>('/v1/:location/metal/leases', ({ params }) =>
    HttpResponse.json(leasesByLocation[String(params.location)] ?? []),
  ),
  metal_lease_create: http.post<PathParams<'location'>, LeaseCreate, Answer<Leases, 'post'>>('/v1/:location/metal/leases', async ({ params, request }) => {
    const body = await sentBody(request)
    const lease = pendingLease({ uuid: createdLeaseUuid, display_name: body.display_name })
    return HttpResponse.json({ ...lease, location: String(params.location), spec_uuid: body.spec_uuid })
  }),
  metal_lease_update: http.patch<PathParams<'location' | 'uuid'>, { display_name: string }, Answer<Lease, 'patch'>>(
    '/v1/:location/metal/leases/:uuid',
    async ({ params, request }) => {
      const lease = find(params.location, params.uuid)
      const body = await sentBody(request)
      return lease ? HttpResponse.json(leaseFixture({ ...lease, display_name: body.display_name })) : missing(params.uuid)
    },
  ),
  metal_lease_delete: http.delete<PathParams<'location' | 'uuid'>, never, Answer<Lease, 'delete'>>('/v1/:location/metal/leases/:uuid', ({ params }) =>
    find(params.location, params.uuid) ? HttpResponse.json({ success: true }) : missing(params.uuid),
  ),
} satisfies AreaMocks
