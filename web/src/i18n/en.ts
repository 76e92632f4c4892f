/** The source of truth for every text in the console, namespaced by area. `et` and `es` satisfy its shape. */
export const en = {
  common: {
    loading: 'Loading…',
    retry: 'Retry',
    error: 'Error: {message}',
  },
  config: {
    loadFailed: 'The site configuration could not be loaded.',
  },
  identity: {
    signIn: {
      title: 'Sign in',
      apiKey: 'API key',
      apiKeyRequired: 'Enter your API key.',
      mock: 'Use the simulator (mock API)',
      submit: 'Sign in',
      signedInAs: 'Signed in as {name}',
    },
  },
} as const
