import type { Messages } from '..'

export default {
  title: 'Panel',
  welcome: 'Hola, {name}',
  resources: 'Tus recursos',
  latestHeading: 'Últimos recursos',
  latest: {
    virtual_machine: 'Últimas {count} máquinas virtuales',
    bare_metal: 'Últimos {count} servidores bare metal',
    managed_service: 'Últimos {count} servicios gestionados',
    disk: 'Últimos {count} discos',
    ip_address: 'Últimas {count} direcciones IP',
    vpc: 'Últimas {count} redes privadas',
    load_balancer: 'Últimos {count} balanceadores de carga',
    firewall: 'Últimos {count} cortafuegos',
    bucket: 'Últimos {count} buckets',
  },
  type: 'Tipo',
  partial: 'No se pudieron cargar algunos recursos, así que el total no los incluye.',
  money: {
    fix: 'Abre la cuenta para ver el motivo y cómo resolverlo.',
    running: 'En marcha ahora',
    runningSummary: '{count} recurso(s) en marcha, con un coste de {cost} por hora.',
    perHour: 'Por hora',
  },
} satisfies Messages['dashboard']
