import type { CoreMessages } from '..'

export default {
  common: {
    loading: 'Cargando…',
    retry: 'Reintentar',
    errorLabel: 'Error:',
    error: 'Error: {message}',
    close: 'Cerrar',
    back: 'Volver',
    copy: 'Copiar',
    copied: 'Copiado',
    more: 'Más',
    or: 'o',
    save: 'Guardar',
    retrying: 'El servidor no responde; reintentando (intento {attempt} de {max})…',
  },
  errors: {
    connection: 'No se pudo conectar con el servidor',
    gatewayTimeout: 'El servidor no respondió a tiempo (tiempo de espera de la pasarela)',
    nonJson: 'El servidor envió una respuesta que no es JSON ({contentType}): {excerpt}',
    noContentType: 'sin tipo de contenido',
    multiple: 'Varios ({count}) errores:',
  },
  config: {
    loadFailed: 'No se pudo cargar la configuración del sitio.',
  },
  shell: {
    mainNav: 'Principal',
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
    home: 'Panel de {site}',
    dashboard: 'Panel',
    profile: 'Perfil',
    logOut: 'Cerrar sesión',
    skipToContent: 'Saltar al contenido',
    notFound: 'Página no encontrada',
    notFoundText: 'No hay nada en esta dirección.',
    toDashboard: 'Ir al panel',
    unavailable: '{types}: no disponibles en este sitio.',
    groups: {
      compute: 'Cómputo',
      network: 'Red',
      storage: 'Almacenamiento',
      account: 'Cuenta',
    },
    signedInAs: 'Sesión iniciada como {name}',
  },
  colorMode: {
    label: 'Modo de color',
    auto: 'Automático',
    light: 'Claro',
    dark: 'Oscuro',
  },
  resources: {
    virtual_machine: {
      one: 'Máquina virtual',
      other: 'Máquinas virtuales',
    },
    bare_metal: {
      one: 'Servidor bare metal',
      other: 'Servidores bare metal',
    },
    bucket: {
      one: 'Bucket',
      other: 'Buckets',
    },
    ip_address: {
      one: 'Dirección IP',
      other: 'Direcciones IP',
    },
    vpc: {
      one: 'Red privada',
      other: 'Redes privadas',
    },
    load_balancer: {
      one: 'Balanceador de carga',
      other: 'Balanceadores de carga',
    },
    access_delegation: {
      one: 'Delegación de acceso',
      other: 'Delegaciones de acceso',
    },
    api_token: {
      one: 'Token de API',
      other: 'Tokens de API',
    },
    access_impersonation: {
      one: 'Suplantación',
      other: 'Suplantaciones',
    },
    billing_account: {
      one: 'Cuenta de facturación',
      other: 'Cuentas de facturación',
    },
    managed_service: {
      one: 'Servicio gestionado',
      other: 'Servicios gestionados',
    },
    firewall: {
      one: 'Cortafuegos',
      other: 'Cortafuegos',
    },
    disk: {
      one: 'Disco',
      other: 'Discos',
    },
  },
  screens: {
    create: 'Nuevo: {type}',
    edit: 'Editar: {type}',
    paymentReturn: 'Pago',
  },
  countryField: {
    choose: 'Elige un país',
  },
  table: {
    search: 'Buscar',
    count: '{count} mostrados',
    previous: 'Anterior',
    next: 'Siguiente',
    page: 'Página {page} de {pages}',
    pages: 'Páginas de {type}',
  },
  toast: {
    region: 'Notificaciones',
    close: 'Cerrar notificación',
  },
  impersonation: {
    banner: 'Estás actuando como {name}.',
    end: 'Terminar la suplantación',
    global: 'Global: todos los recursos',
    restrictedTo: 'Limitado a {account}',
  },
  loading: {
    splash: 'Cargando la consola…',
    page: 'Cargando la página…',
    resource: '{name} ({type})',
  },
  crash: {
    title: 'Algo salió mal',
    reload: 'Recargar la página',
    logOut: 'Cerrar sesión',
  },
  validation: {
    required: 'Este campo es obligatorio',
    password: 'Usa al menos 8 caracteres con una minúscula, una mayúscula y un dígito',
    passwordMismatch: 'Las contraseñas no coinciden',
    amountPositive: 'El importe debe ser positivo',
    amountMinimum: 'El importe no debe ser inferior a la recarga mínima',
    amountTooLow: 'El importe es demasiado bajo',
    nameTooShort: 'El nombre es demasiado corto (mínimo {min} caracteres)',
    nameInvalid: 'Introduce un nombre válido',
    sshKey: 'La clave SSH no coincide con el patrón requerido',
    email: 'Introduce una dirección de correo válida',
    countryCode: 'Usa el código de país de dos letras, p. ej. EE',
  },
} satisfies CoreMessages
