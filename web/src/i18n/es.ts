import type { Messages } from '.'

export const es = {
  common: {
    loading: 'Cargando…',
    retry: 'Reintentar',
    error: 'Error: {message}',
  },
  config: {
    loadFailed: 'No se pudo cargar la configuración del sitio.',
  },
  identity: {
    signIn: {
      title: 'Iniciar sesión',
      apiKey: 'Clave de API',
      apiKeyRequired: 'Introduce tu clave de API.',
      mock: 'Usar el simulador (API simulada)',
      submit: 'Iniciar sesión',
      signedInAs: 'Sesión iniciada como {name}',
    },
  },
} satisfies Messages
