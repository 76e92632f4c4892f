import { setupServer } from 'msw/node'
import { accessHandlers } from './handlers/access'
import { billingHandlers } from './handlers/billing'
import { computeHandlers } from './handlers/compute'
import { configHandlers } from './handlers/config'
import { controlHandlers } from './handlers/control'
import { diskHandlers } from './handlers/disks'
import { identityHandlers } from './handlers/identity'
import { identityProviderHandlers } from './handlers/identity-provider'
import { metalHandlers } from './handlers/metal'
import { networkHandlers } from './handlers/network'
import { storageHandlers } from './handlers/storage'
import { paymentHandlers } from './handlers/payment'
import { serviceHandlers } from './handlers/services'
import { vmHandlers } from './handlers/vms'

export const server = setupServer(
  ...accessHandlers,
  ...billingHandlers,
  ...computeHandlers,
  ...configHandlers,
  ...controlHandlers,
  ...diskHandlers,
  ...identityHandlers,
  ...identityProviderHandlers,
  ...metalHandlers,
  ...networkHandlers,
  ...paymentHandlers,
  ...serviceHandlers,
  ...vmHandlers,
  ...storageHandlers,
)
