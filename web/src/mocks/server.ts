import { setupServer } from 'msw/node'
import { accessHandlers } from './handlers/access'
import { billingHandlers } from './handlers/billing'
import { computeHandlers } from './handlers/compute'
import { configHandlers } from './handlers/config'
import { controlHandlers } from './handlers/control'
import { identityHandlers } from './handlers/identity'
import { idpHandlers } from './handlers/idp'
import { metalHandlers } from './handlers/metal'
import { networkHandlers } from './handlers/network'
import { storageHandlers } from './handlers/storage'
import { paymentHandlers } from './handlers/payment'
import { pricingHandlers } from './handlers/pricing'
import { servicesHandlers } from './handlers/services'

export const server = setupServer(
  ...accessHandlers,
  ...billingHandlers,
  ...computeHandlers,
  ...configHandlers,
  ...controlHandlers,
  ...identityHandlers,
  ...idpHandlers,
  ...metalHandlers,
  ...networkHandlers,
  ...paymentHandlers,
  ...pricingHandlers,
  ...servicesHandlers,
  ...storageHandlers,
)
