import { http, HttpResponse } from 'msw'

/** No detachable disks unless a test gives some (the dashboard lists the latest). */
export const diskHandlers = [http.get('/v1/:location/storage/disks', () => HttpResponse.json([]))]
