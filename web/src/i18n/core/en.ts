/** The texts the console needs before any area is loaded (the shell, sign-in's site configuration, errors, validation). The English catalogues are the source of truth; `et` and `es` satisfy their shape. */
export default {
  common: {
    loading: 'Loading…',
    retry: 'Retry',
    errorLabel: 'Error:',
    error: 'Error: {message}',
    close: 'Close',
    back: 'Back',
    copy: 'Copy',
    copied: 'Copied',
    more: 'More',
    or: 'or',
    save: 'Save',
    retrying: 'The server is not answering; trying again (attempt {attempt} of {max})…',
  },
  errors: {
    connection: 'Failed to connect to server',
    gatewayTimeout: 'The server did not answer in time (gateway timeout)',
    nonJson: 'The server sent an answer that is not JSON ({contentType}): {excerpt}',
    noContentType: 'no content type',
    multiple: 'Multiple ({count}) errors:',
  },
  config: {
    loadFailed: 'The site configuration could not be loaded.',
  },
  shell: {
    mainNav: 'Main',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    home: '{site} dashboard',
    dashboard: 'Dashboard',
    profile: 'Profile',
    logOut: 'Log out',
    skipToContent: 'Skip to content',
    notFound: 'Page not found',
    notFoundText: 'There is nothing at this address.',
    toDashboard: 'Go to the dashboard',
    unavailable: '{types} are not available on this site.',
    groups: {
      compute: 'Compute',
      network: 'Network',
      storage: 'Storage',
      account: 'Account',
    },
    signedInAs: 'Signed in as {name}',
  },
  colorMode: {
    label: 'Colour mode',
    auto: 'Auto',
    light: 'Light',
    dark: 'Dark',
  },
  resources: {
    virtual_machine: {
      one: 'Virtual machine',
      other: 'Virtual machines',
    },
    bare_metal: {
      one: 'Bare metal server',
      other: 'Bare metal servers',
    },
    bucket: {
      one: 'Bucket',
      other: 'Buckets',
    },
    ip_address: {
      one: 'IP address',
      other: 'IP addresses',
    },
    vpc: {
      one: 'Private network',
      other: 'Private networks',
    },
    load_balancer: {
      one: 'Load balancer',
      other: 'Load balancers',
    },
    access_delegation: {
      one: 'Access delegation',
      other: 'Access delegations',
    },
    api_token: {
      one: 'API token',
      other: 'API tokens',
    },
    access_impersonation: {
      one: 'Impersonation',
      other: 'Impersonations',
    },
    billing_account: {
      one: 'Billing account',
      other: 'Billing accounts',
    },
    managed_service: {
      one: 'Managed service',
      other: 'Managed services',
    },
    firewall: {
      one: 'Firewall',
      other: 'Firewalls',
    },
    disk: {
      one: 'Disk',
      other: 'Disks',
    },
  },
  screens: {
    create: 'New {type}',
    edit: 'Edit {type}',
    paymentReturn: 'Payment',
  },
  countryField: {
    choose: 'Choose a country',
  },
  table: {
    search: 'Search',
    count: '{count} shown',
    previous: 'Previous',
    next: 'Next',
    page: 'Page {page} of {pages}',
    pages: 'Pages of {type}',
  },
  toast: {
    region: 'Notifications',
    close: 'Close notification',
  },
  impersonation: {
    banner: 'You are acting as {name}.',
    end: 'End impersonation',
    global: 'Global: all resources',
    restrictedTo: 'Restricted to {account}',
  },
  loading: {
    splash: 'Loading the console…',
    page: 'Loading the page…',
    resource: '{name} ({type})',
  },
  crash: {
    title: 'Something went wrong',
    reload: 'Reload page',
    logOut: 'Log out',
  },
  validation: {
    required: 'This field is required',
    password: 'Use at least 8 characters with a lowercase letter, an uppercase letter and a digit',
    passwordMismatch: 'Passwords do not match',
    amountPositive: 'Amount should be positive',
    amountMinimum: 'Amount should not be less than than minimum top up',
    amountTooLow: 'Amount is too low',
    nameTooShort: 'Name is too short (minimum {min} characters)',
    nameInvalid: 'Please enter a valid name',
    sshKey: 'SSH key does not match required pattern',
    email: 'Enter a valid email address',
    countryCode: 'Use the two-letter country code, e.g. EE',
  },
} as const
