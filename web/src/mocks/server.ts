import { setupServer } from 'msw/node'
import { accessHandlers } from './handlers/access'
import { billingHandlers } from './handlers/billing'
import { configHandlers } from './handlers/config'
import { controlHandlers } from './handlers/control'
import { diskHandlers } from './handlers/disks'
import { identityHandlers } from './handlers/identity'
import { identityProviderHandlers } from './handlers/identity-provider'
import { paymentHandlers } from './handlers/payment'
import { vmHandlers } from './handlers/vms'

export const server = setupServer(
  ...accessHandlers,
  ...billingHandlers,
  ...configHandlers,
  ...controlHandlers,
  ...diskHandlers,
  ...identityHandlers,
  ...identityProviderHandlers,
  ...paymentHandlers,
  ...vmHandlers,
)
