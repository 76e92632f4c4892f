import { brand, otherBrand } from '../src/mocks/fixtures/control'
import type { ShippedBrand } from '../src/theme/shipped-brands'

/**
 * The test sites' brands (`testcloud`, `ironworks`), shipped with the console in tests beside the
 * real ones (test/setup.ts); `shipBrand` restyles one for a test, until the test ends.
 */
const testBrands = new Map<string, ShippedBrand>()

export function shipBrand(shipped: ShippedBrand) {
  testBrands.set(shipped.name, shipped)
}

export function testBrand(name: string): ShippedBrand | undefined {
  return testBrands.get(name)
}

export function resetTestBrands() {
  testBrands.clear()
  shipBrand(brand)
  shipBrand(otherBrand)
}
