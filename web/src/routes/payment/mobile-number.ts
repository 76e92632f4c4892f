/**
 * docs/product/payment.md#payment-links: a method paying from the customer's mobile wallet (OVO) needs its mobile number,
 * 10 digits starting with 0; the API refuses a payment without one.
 */
export const mobileNumberMethods: readonly string[] = ['ovo']

export const isMobileNumber = (value: string) => /^0\d{9}$/.test(value)
