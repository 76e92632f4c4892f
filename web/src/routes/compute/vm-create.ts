import type { OsCategory, PredefinedPackage, VmCreate, VmImage } from '../../api/compute'
import { validateName, validatePassword, validateRequired, validateSshKey, type Issue } from '../../forms/validators'

/**
 * What the VM boots from (docs/product/compute.md#vm-create): a new disk made from the image, an
 * existing free disk, or a copy of a snapshot's or backup's disks.
 */
export type BootDisk = { kind: 'new' } | { kind: 'disk'; uuid: string } | { kind: 'replica'; uuid: string }

export const newBootDisk: BootDisk = { kind: 'new' }

export type Values = {
  os: string
  version: string
  pkg: number
  location: string
  name: string
  username: string
  password: string
  description: string
  account: string
  sshKey: string
  /** Saved SSH keys chosen, by uuid. */
  savedKeys: string[]
  cloudInit: string
  pool: string
  /** `''`: the location's default network (made with its first VM). */
  network: string
  boot: BootDisk
  publicIp: boolean
  backup: boolean
}

export type Field = 'name' | 'username' | 'password' | 'sshKey' | 'cloudInit'

export const cloudInitExample = '{"runcmd": ["apt-get update"]}'

/** docs/product/compute.md#vm-fields: licensed images (Windows) are the `win` category of the site's packages. */
export const osCategory = (image: VmImage | undefined): OsCategory => (image?.license_type ? 'win' : 'other')

/** The simulator, like the live API it follows, takes cloud-init user data as a JSON object. */
function cloudInitIssue(text: string): Issue | undefined {
  if (text.trim() === '') return undefined
  try {
    const value: unknown = JSON.parse(text)
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return undefined
  } catch {
    // not JSON at all
  }
  return { key: 'compute.vm.create.cloudInitJson', params: { example: cloudInitExample } }
}

export function validate(values: Values): Partial<Record<Field, Issue>> {
  const issues = {
    name: validateName(values.name),
    username: validateRequired(values.username),
    password: validatePassword(values.password),
    // docs/product/compute.md#vm-create: an SSH key is optional, but when given it must match the pattern.
    sshKey: values.sshKey.trim() === '' ? undefined : validateSshKey(values.sshKey),
    cloudInit: cloudInitIssue(values.cloudInit),
  }
  return Object.fromEntries(Object.entries(issues).filter(([, issue]) => issue)) as Partial<Record<Field, Issue>>
}

export function firstVersion(image: VmImage | undefined) {
  return image?.versions.filter((version) => version.published).at(-1)?.os_version ?? ''
}

export function defaultPackage(packages: readonly PredefinedPackage[], os: OsCategory) {
  const usable = (pkg: PredefinedPackage) => pkg.os.includes(os) && !pkg.disabled.includes(os)
  const index = packages.findIndex((pkg) => usable(pkg) && pkg.default.includes(os))
  return index >= 0 ? index : packages.findIndex(usable)
}

/**
 * docs/product/compute.md#vm-create: `source_replica` boots the VM from a copy of the snapshot's
 * or backup's disks (so `disks` is not sent); `disk_uuid` boots it from an existing free disk.
 */
function bootFields(boot: BootDisk, pkg: PredefinedPackage) {
  switch (boot.kind) {
    case 'replica':
      return { source_replica: boot.uuid }
    case 'disk':
      return { disk_uuid: boot.uuid }
    case 'new':
      return { disks: pkg.ssd }
  }
}

/** The create call's body from the form: trimmed texts, optional fields only when given. */
export function vmCreateBody(
  values: Values,
  pkg: PredefinedPackage,
  account: string,
  /** The saved keys chosen, when any were. */
  publicKeys: string[] | undefined,
): VmCreate {
  return {
    name: values.name.trim(),
    os_name: values.os,
    os_version: values.version,
    username: values.username.trim(),
    password: values.password,
    vcpu: pkg.cpu,
    ram: pkg.ram * 1024,
    ...bootFields(values.boot, pkg),
    description: values.description.trim(),
    ...(account && { billing_account_id: Number(account) }),
    ...(values.sshKey.trim() && { public_key: values.sshKey.trim() }),
    ...(publicKeys && { public_keys: publicKeys }),
    ...(values.cloudInit.trim() && { cloud_init: values.cloudInit }),
    ...(values.pool && { designated_pool_uuid: values.pool }),
    ...(values.network && { network_uuid: values.network }),
    reserve_public_ip: values.publicIp,
    backup: values.backup,
  }
}
