import type { Messages } from '..'

export default {
  title: 'Töölaud',
  welcome: 'Tere, {name}',
  resources: 'Sinu ressursid',
  latestHeading: 'Viimased ressursid',
  latest: {
    virtual_machine: 'Viimased {count} virtuaalmasinat',
    bare_metal: 'Viimased {count} füüsilist serverit',
    managed_service: 'Viimased {count} hallatud teenust',
    disk: 'Viimased {count} ketast',
    ip_address: 'Viimased {count} IP-aadressi',
    vpc: 'Viimased {count} privaatvõrku',
    load_balancer: 'Viimased {count} koormusjaoturit',
    firewall: 'Viimased {count} tulemüüri',
    bucket: 'Viimased {count} salvestusämbrit',
  },
  type: 'Tüüp',
  partial: 'Mõnda ressurssi ei õnnestunud laadida, seega kogusumma jätab need välja.',
  money: {
    fix: 'Ava konto, et näha põhjust ja lahendust.',
    running: 'Praegu töötab',
    runningSummary: 'Töötab {count} ressurss(i), kulu {cost} tunnis.',
    perHour: 'Tunnis',
  },
} satisfies Messages['dashboard']
