import { setupServer } from 'msw/node'
import { billingHandlers } from './handlers/billing'
import { configHandlers } from './handlers/config'
import { controlHandlers } from './handlers/control'
import { identityHandlers } from './handlers/identity'
import { identityProviderHandlers } from './handlers/identity-provider'
import { metalHandlers } from './handlers/metal'
import { serviceHandlers } from './handlers/services'
import { vmHandlers } from './handlers/vms'

export const server = setupServer(
  ...billingHandlers,
  ...configHandlers,
  ...controlHandlers,
  ...identityHandlers,
  ...identityProviderHandlers,
  ...metalHandlers,
  ...serviceHandlers,
  ...vmHandlers,
)
