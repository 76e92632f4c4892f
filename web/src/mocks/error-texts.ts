/**
 * Every error text the mocks answer, in one place, named after the simulator's catalogue
 * (`spec/src/error.rs`). `spec/openapi.json` does not carry the texts, so they are copied from
 * there by hand; the three marked "mock's own" say something else than the simulator does.
 */
export const errorTexts = {
  gateway: {
    noApiKey: 'No API key found in request',
    invalidCredentials: 'Invalid authentication credentials',
  },
  billing: {
    /** Mock's own: the simulator answers `No such billing account exists: {id}`. */
    accountNotFound: 'Billing account not found',
  },
  compute: {
    noSuchVm: (uuid: string) => `No such virtual machine exists: ${uuid}`,
    /** Mock's own: the simulator's VM reads answer `noSuchVm` (400). */
    vmNotFound: 'Virtual machine not found',
    diskNotFound: 'Disk not found',
  },
  metal: {
    noSuchLease: (uuid: string) => `No such lease exists: ${uuid}`,
  },
  services: {
    noSuchPackage: (uuid: string) => `No such service package exists: ${uuid}`,
  },
  storage: {
    bucketNotFound: 'Bucket not found.',
  },
  network: {
    lbNotFound: 'Load balancer not found',
    /** Mock's own: the simulator answers `Ip address {address} was not found.` */
    ipNotFound: (address: string) => address,
  },
}
