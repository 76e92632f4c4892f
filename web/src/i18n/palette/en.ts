/** The command palette (Ctrl+K / ⌘K): finds a resource, a page or an action. */
export default {
  title: 'Go to',
  input: 'Find a resource, page or action',
  placeholder: 'Type a name, UUID, page or action…',
  results: 'Results',
  none: 'Nothing matches “{query}”.',
  count: '{count} results',
  hint: '↑ ↓ to move, ↵ to open, esc to close',
  kind: {
    page: 'Page',
    action: 'Action',
  },
  topUp: 'Top up credit',
  paymentMethods: 'Payment methods',
  pricing: 'Price list',
  profile: 'Profile',
} as const
