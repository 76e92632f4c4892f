/** The dashboard: welcome, resource counts, latest resources and what runs now. */
export default {
  title: 'Dashboard',
  welcome: 'Welcome, {name}',
  resources: 'Your resources',
  latestHeading: 'Latest resources',
  latest: {
    virtual_machine: 'Latest {count} virtual machines',
    bare_metal: 'Latest {count} bare metal servers',
    managed_service: 'Latest {count} managed services',
    disk: 'Latest {count} disks',
    ip_address: 'Latest {count} IP addresses',
    vpc: 'Latest {count} private networks',
    load_balancer: 'Latest {count} load balancers',
    firewall: 'Latest {count} firewalls',
    bucket: 'Latest {count} buckets',
  },
  type: 'Type',
  partial: 'Some resources could not be loaded, so the total leaves them out.',
  money: {
    fix: 'Open the account to see why and how to fix it.',
    running: 'Running now',
    runningSummary: '{count} resource(s) running, costing {cost} per hour.',
    perHour: 'Per hour',
  },
} as const
