import type { Messages } from '..'

export default {
  title: 'Hinnakiri',
  loadFailed: 'Hinnakirja ei õnnestunud laadida.',
  empty: 'Siin pole midagi hinnastatud.',
  currency: 'Kuvatav valuuta',
  location: 'Asukoht või kogum',
  caption: 'Hinnad: {place}, {currency}',
  column: {
    type: 'Ressurss',
    unit: 'Ühik',
    hour: 'Tunnis',
    month: 'Kuus',
  },
  fromCpus: '(alates {n} vCPU-st)',
  fromGb: '(alates {n} GB-st)',
  policy: {
    heading: 'Hinnapoliitikatena',
    caption: 'Hinnapoliitikad, tunnihind ({currency})',
    perMegs: '{n} MB kohta',
    column: { id: 'Poliitika' },
  },
  type: {
    CPU: 'vCPU',
    RAM: 'RAM',
    STORAGE: 'VM-i ketas',
    BLOCK_STORAGE: 'Eraldatav ketas',
    BLOCK_STORAGE_BACKUP: 'Varukoopia',
    BLOCK_STORAGE_SNAPSHOT: 'Hetktõmmis',
    WINDOWS_LICENSE: 'Windowsi litsents',
    OBJECT_STORAGE: 'Objektisalvestus',
    UNASSIGNED_FLOATING_IP: 'Reserveeritud IPv4-aadress',
    ASSIGNED_FLOATING_IP: 'Avalik IPv4-aadress',
    LOAD_BALANCER: 'Koormusjaotur',
    BARE_METAL_SERVER: 'Füüsiline server',
    LICENSE: 'Litsents',
  },
} satisfies Messages['pricing']
