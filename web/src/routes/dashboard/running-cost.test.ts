import { expect, test } from 'vitest'
import { packageHourlyCost, unitHourlyCost, vmHourlyCost } from './running-cost'
import type { Price } from '../../api/pricing'

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

test('a package pays its VMs (a stopped one only its storage), a licence per running node and its virtual IP', () => {
  const prices = (['CPU', 'RAM', 'STORAGE', 'LICENSE', 'ASSIGNED_FLOATING_IP'] as const).map((resourceType, i) => ({
    resourceType,
    pricePerUnit: [0.01, 0.004, 0.0001, 0.03, 0.004][i] ?? 0,
    priceMultiplier: 1,
  }))
  const vm = (status: 'running' | 'stopped', size: number) => ({
    resource_id: status,
    resource_location: 'tll',
    resource_type: 'vm' as const,
    resource_allocation: { vcpu: 2, memory: 4096, status, storage: [{ uuid: 'd', primary: true, size, replica: [] }] },
  })
  const ip = { resource_id: 'vip', resource_location: 'tll', resource_type: 'virtual_ip' as const, resource_allocation: {} }
  expect(packageHourlyCost({ prices, resources: [vm('running', 40), ip] })).toBeCloseTo(0.02 + 0.016 + 0.03 + 0.004 + 0.004, 10)
  expect(packageHourlyCost({ prices, resources: [vm('stopped', 40)] })).toBeCloseTo(0.004, 10)
  expect(packageHourlyCost({ prices: [], resources: [vm('running', 40), ip] })).toBe(0)
})

test('a flat price is one unit an hour, and unknown where the location does not price it', () => {
  const prices = [price('LOAD_BALANCER', 0.05)]
  expect(unitHourlyCost(prices, 'LOAD_BALANCER')).toBe(0.05)
  expect(unitHourlyCost(prices, 'ASSIGNED_FLOATING_IP')).toBeUndefined()
})
