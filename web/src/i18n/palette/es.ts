import type { Messages } from '..'

/** La paleta de comandos (Ctrl+K / ⌘K): encuentra un recurso, una página o una acción. */
export default {
  title: 'Ir a',
  input: 'Buscar un recurso, una página o una acción',
  placeholder: 'Escribe un nombre, UUID, página o acción…',
  results: 'Resultados',
  none: 'Nada coincide con «{query}».',
  count: '{count} resultados',
  hint: '↑ ↓ para moverse, ↵ para abrir, esc para cerrar',
  kind: {
    page: 'Página',
    action: 'Acción',
  },
  topUp: 'Recargar crédito',
  paymentMethods: 'Métodos de pago',
  pricing: 'Lista de precios',
  profile: 'Perfil',
} satisfies Messages['palette']
