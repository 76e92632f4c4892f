import { sentBody } from '../sent-body'
import { http, HttpResponse, type PathParams } from 'msw'
import type { components, paths } from '../../api/generated/schema'
import type { LeaseCreate } from '../../api/types'
import { leaseFixture, leasesByLocation, metalOs, metalSpecs, pendingLease } from '../fixtures/metal'

/** The 200 body of an operation of the generated `paths`, or its 4XX one. */
type Ok<P extends keyof paths, M extends 'get' | 'post' | 'patch' | 'delete'> = paths[P][M] extends {
  responses: {
    200: { content: { 'application/json': infer Body } }
    '4XX': { content: { 'application/json': infer Rejected } }
  }
}
  ? Body | Rejected
  : never
type Leases = '/v1/{location}/metal/leases'
type Lease = '/v1/{location}/metal/leases/{uuid}'

/** The new lease `POST leases` answers, pending, under a fixed uuid. */
export const createdLeaseUuid = 'lease-new'

const find = (location: unknown, uuid: unknown) => leasesByLocation[String(location)]?.find((l) => l.uuid === uuid)

const notFound = (uuid: unknown) =>
  HttpResponse.json<components['schemas']['ErrorsBody']>(
    { errors: { Error: `No such lease exists: ${String(uuid)}` } },
    { status: 404 },
  )

/** `/metal/os` and `/{location}/metal/specs|leases…` over `fixtures/metal.ts` (which never change). */
export const metalHandlers = [
  http.get<never, never, Ok<'/v1/metal/os', 'get'>>('/v1/metal/os', () => HttpResponse.json(metalOs)),
  http.get<PathParams<'location'>, never, Ok<'/v1/{location}/metal/specs', 'get'>>('/v1/:location/metal/specs', () =>
    HttpResponse.json(metalSpecs),
  ),
  http.get<PathParams<'location'>, never, Ok<Leases, 'get'>>('/v1/:location/metal/leases', ({ params }) =>
    HttpResponse.json(leasesByLocation[String(params.location)] ?? []),
  ),
  http.post<PathParams<'location'>, LeaseCreate, Ok<Leases, 'post'>>('/v1/:location/metal/leases', async ({ params, request }) => {
    const body = await sentBody(request)
    const lease = pendingLease({ uuid: createdLeaseUuid, display_name: body.display_name })
    return HttpResponse.json({ ...lease, location: String(params.location), spec_uuid: body.spec_uuid })
  }),
  http.patch<PathParams<'location' | 'uuid'>, { display_name: string }, Ok<Lease, 'patch'>>(
    '/v1/:location/metal/leases/:uuid',
    async ({ params, request }) => {
      const lease = find(params.location, params.uuid)
      const body = await sentBody(request)
      return lease ? HttpResponse.json(leaseFixture({ ...lease, display_name: body.display_name })) : notFound(params.uuid)
    },
  ),
  http.delete<PathParams<'location' | 'uuid'>, never, Ok<Lease, 'delete'>>('/v1/:location/metal/leases/:uuid', ({ params }) =>
    find(params.location, params.uuid) ? HttpResponse.json({ success: true }) : notFound(params.uuid),
  ),
]
