import { setupServer } from 'msw/node'
import { billingHandlers } from './handlers/billing'
import { computeHandlers } from './handlers/compute'
import { configHandlers } from './handlers/config'
import { controlHandlers } from './handlers/control'
import { identityHandlers } from './handlers/identity'
import { identityProviderHandlers } from './handlers/identity-provider'
import { metalHandlers } from './handlers/metal'
import { networkHandlers } from './handlers/network'
import { storageHandlers } from './handlers/storage'
import { vmHandlers } from './handlers/vms'

export const server = setupServer(
  ...billingHandlers,
  ...computeHandlers,
  ...configHandlers,
  ...controlHandlers,
  ...identityHandlers,
  ...identityProviderHandlers,
  ...metalHandlers,
  ...networkHandlers,
  ...vmHandlers,
  ...storageHandlers,
)
