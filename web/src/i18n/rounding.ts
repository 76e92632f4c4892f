/**
 * The one rounding rule every money figure follows (docs/product/billing.md#accounts): to cents
 * unless told otherwise, half away from zero, on the decimal digits as written (so 1.005 → 1.01,
 * which binary floating point alone would make 1.00). Here, below both the formatting and the
 * money on screen that use it.
 */
export function roundTo(amount: number, digits = 2): number {
  if (!Number.isFinite(amount)) return 0
  const magnitude = shift(Math.round(shift(Math.abs(amount), digits)), -digits)
  return amount < 0 && magnitude !== 0 ? -magnitude : magnitude
}

/** `value` × 10^`places`, on its shortest decimal digits (`toExponential` also covers 5e-324). */
function shift(value: number, places: number): number {
  const [digits, exponent] = value.toExponential().split('e')
  return Number(`${digits}e${Number(exponent) + places}`)
}

