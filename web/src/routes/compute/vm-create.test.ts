import { expect, test } from 'vitest'
import { newBootDisk, vmCreateBody, type BootDisk, type Values } from './vm-create'

const values: Values = {
  os: 'ubuntu',
  version: '24.04',
  pkg: 2,
  location: 'tll',
  name: ' web-1 ',
  username: 'admin',
  password: 'Secret-123',
  description: '',
  account: '',
  sshKey: '',
  savedKeys: [],
  cloudInit: '',
  pool: '',
  network: '',
  boot: newBootDisk,
  publicIp: true,
  backup: false,
}
const pkg = { cpu: 2, ram: 2, ssd: 50, os: ['other' as const], default: [], disabled: [] }

test.each<[BootDisk, object]>([
  [newBootDisk, { disks: 50 }],
  [{ kind: 'disk', uuid: 'd-1' }, { disk_uuid: 'd-1' }],
  [{ kind: 'replica', uuid: 'snap-1' }, { source_replica: 'snap-1' }],
])('docs/product/compute.md#vm-create: the boot disk %o is sent as %o and nothing of the others', (boot, sent) => {
  const body = vmCreateBody({ ...values, boot }, pkg, '11', undefined)
  expect(body).toMatchObject({ ...sent, name: 'web-1', vcpu: 2, ram: 2048, billing_account_id: 11 })
  const bootFields = ['disks', 'disk_uuid', 'source_replica'].filter((field) => field in body)
  expect(bootFields).toEqual(Object.keys(sent))
})
