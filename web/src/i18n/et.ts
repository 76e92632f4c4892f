import type { Messages } from '.'

export const et = {
  common: {
    loading: 'Laadimine…',
    retry: 'Proovi uuesti',
    error: 'Viga: {message}',
  },
  config: {
    loadFailed: 'Saidi seadistust ei õnnestunud laadida.',
  },
  identity: {
    signIn: {
      title: 'Logi sisse',
      apiKey: 'API võti',
      apiKeyRequired: 'Sisesta oma API võti.',
      mock: 'Kasuta simulaatorit (näidis-API)',
      submit: 'Logi sisse',
      signedInAs: 'Sisse logitud kui {name}',
    },
  },
} satisfies Messages
