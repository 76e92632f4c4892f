import { setupServer } from 'msw/node'
import { accessMocks } from './handlers/access'
import { billingMocks } from './handlers/billing'
import { computeMocks } from './handlers/compute'
import { configMocks } from './handlers/config'
import { controlMocks } from './handlers/control'
import { identityMocks } from './handlers/identity'
import { idpHandlers } from './handlers/idp'
import { metalMocks } from './handlers/metal'
import { networkMocks } from './handlers/network'
import { paymentMocks } from './handlers/payment'
import { pricingMocks } from './handlers/pricing'
import { servicesMocks } from './handlers/services'
import { s3Handlers, storageMocks } from './handlers/storage'
import { handlersOf, type Mocks } from './mocks'

export const mocks: Mocks = {
  ...accessMocks,
  ...billingMocks,
  ...computeMocks,
  ...configMocks,
  ...controlMocks,
  ...identityMocks,
  ...metalMocks,
  ...networkMocks,
  ...paymentMocks,
  ...pricingMocks,
  ...servicesMocks,
  ...storageMocks,
}

/** The contract's operations, then the calls outside it: the identity provider's and S3's. */
export const server = setupServer(...handlersOf(mocks), ...idpHandlers, ...s3Handlers)
