import type { Messages } from '..'

export default {
  title: 'Lista de precios',
  loadFailed: 'No se pudo cargar la lista de precios.',
  empty: 'Aquí no hay nada con precio.',
  currency: 'Moneda de visualización',
  location: 'Ubicación o grupo',
  caption: 'Precios en {place}, {currency}',
  column: {
    type: 'Recurso',
    unit: 'Unidad',
    hour: 'Por hora',
    month: 'Por mes',
  },
  fromCpus: '(desde {n} vCPU)',
  fromGb: '(desde {n} GB)',
  policy: {
    heading: 'Como políticas de precios',
    caption: 'Políticas de precios, por hora en {currency}',
    perMegs: 'por {n} MB',
    column: { id: 'Política' },
  },
  type: {
    CPU: 'vCPU',
    RAM: 'RAM',
    STORAGE: 'Disco de la VM',
    BLOCK_STORAGE: 'Disco separable',
    BLOCK_STORAGE_BACKUP: 'Copia de seguridad',
    BLOCK_STORAGE_SNAPSHOT: 'Instantánea',
    WINDOWS_LICENSE: 'Licencia de Windows',
    OBJECT_STORAGE: 'Almacenamiento de objetos',
    UNASSIGNED_FLOATING_IP: 'Dirección IPv4 reservada',
    ASSIGNED_FLOATING_IP: 'Dirección IPv4 pública',
    LOAD_BALANCER: 'Balanceador de carga',
    BARE_METAL_SERVER: 'Servidor dedicado',
    LICENSE: 'Licencia',
  },
} satisfies Messages['pricing']
