import { expect, test } from 'vitest'
import type { Price } from '../../api/types'
import { vmHourlyCost } from './running-cost'

const price = (resource_type: Price['resource_type'], price_per_unit: number, num_cpus_from?: number): Price => ({
  resource_type,
  price_per_unit,
  price_per_unit_month: price_per_unit * 730,
  description: '',
  ...(num_cpus_from === undefined ? {} : { num_cpus_from }),
})

test('adds vCPUs, RAM per 512 MB and every disk, at the tier the VM reaches', () => {
  const prices = [price('CPU', 0.01), price('CPU', 0.008, 4), price('RAM', 0.002), price('STORAGE', 0.0001)]
  const disk = (size: number) => ({ size }) as never
  expect(vmHourlyCost(prices, { vcpu: 2, memory: 2048, storage: [disk(20)] })).toBeCloseTo(0.02 + 0.008 + 0.002, 10)
  expect(vmHourlyCost(prices, { vcpu: 4, memory: 512, storage: [disk(20), disk(30)] })).toBeCloseTo(0.032 + 0.002 + 0.005, 10)
  expect(vmHourlyCost([], { vcpu: 4, memory: 512, storage: [] })).toBe(0)
})
