/**
 * The error catalogue's named messages (docs/product/conventions.md#error-shapes): what the real API says when an
 * operation fails. They are the server's words, so they stay untranslated, as the console shows
 * them. Where a message belongs to one operation, its method and path come with it, so picking
 * the message aims the fault at that call.
 */
export type NamedError = { message: string; method?: 'POST' | 'PATCH' | 'DELETE'; path?: string }

const vm = (method: NamedError['method'], operation: string) => ({
  method,
  path: `/v1/**/user-resource/vm${operation}`,
})

export const namedErrors: readonly NamedError[] = [
  { message: 'Error performing action' },
  { message: 'Failed to start virtual machine', ...vm('POST', '/start') },
  { message: 'Failed to stop virtual machine', ...vm('POST', '/stop') },
  { message: 'Failed to update virtual machine', ...vm('PATCH', '') },
  { message: 'Failed to enable/disable backup', ...vm('POST', '/backup') },
  { message: 'Failed to clone virtual machine', ...vm('POST', '/clone') },
  { message: 'Failed to rebuild virtual machine', ...vm('POST', '/rebuild') },
  { message: 'Failed to create snapshot of virtual machine', ...vm('POST', '/replica') },
  { message: 'Failed to delete snapshot', ...vm('DELETE', '/replica') },
  { message: 'Failed to add disk to VM', ...vm('POST', '/storage') },
  { message: 'Failed to resize disk on VM', ...vm('PATCH', '/storage') },
  { message: 'Failed to delete disk from VM', ...vm('DELETE', '/storage') },
  {
    message:
      'Compute resources temporarily unavailable due to high demand. If possible, choose a different region or location.',
    ...vm('POST', ''),
  },
  { message: 'There was an error while creating your resource.', ...vm('POST', '') },
  { message: 'Failed to list host pools', path: '/v1/**/user-resource/host_pool/list' },
  { message: 'No available machines' },
  { message: 'Too soon to release machine' },
  { message: 'Kubernetes service can not be created.' },
]
