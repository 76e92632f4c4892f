import type { Messages } from '..'

/** Käsupalett (Ctrl+K / ⌘K): leiab ressursi, lehe või toimingu. */
export default {
  title: 'Mine',
  input: 'Leia ressurss, leht või toiming',
  placeholder: 'Kirjuta nimi, UUID, leht või toiming…',
  results: 'Tulemused',
  none: 'Päringule „{query}” ei vasta midagi.',
  count: '{count} tulemust',
  hint: '↑ ↓ liigub, ↵ avab, esc sulgeb',
  kind: {
    page: 'Leht',
    action: 'Toiming',
  },
  topUp: 'Lisa krediiti',
  paymentMethods: 'Makseviisid',
  pricing: 'Hinnakiri',
  profile: 'Profiil',
} satisfies Messages['palette']
