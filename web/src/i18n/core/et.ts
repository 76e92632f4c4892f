import type { CoreMessages } from '..'

export default {
  common: {
    loading: 'Laadimine…',
    retry: 'Proovi uuesti',
    errorLabel: 'Viga:',
    error: 'Viga: {message}',
    close: 'Sulge',
    back: 'Tagasi',
    copy: 'Kopeeri',
    copied: 'Kopeeritud',
    more: 'Veel',
    or: 'või',
    save: 'Salvesta',
    retrying: 'Server ei vasta; proovin uuesti (katse {attempt}/{max})…',
  },
  errors: {
    connection: 'Serveriga ei õnnestunud ühendust luua',
    gatewayTimeout: 'Server ei vastanud õigel ajal (lüüsi ajalõpp)',
    nonJson: 'Server saatis vastuse, mis pole JSON ({contentType}): {excerpt}',
    noContentType: 'sisutüüp puudub',
    multiple: 'Mitu ({count}) viga:',
  },
  config: {
    loadFailed: 'Saidi seadistust ei õnnestunud laadida.',
  },
  shell: {
    mainNav: 'Peamenüü',
    openMenu: 'Ava menüü',
    closeMenu: 'Sulge menüü',
    home: '{site} töölaud',
    dashboard: 'Töölaud',
    profile: 'Profiil',
    logOut: 'Logi välja',
    skipToContent: 'Liigu sisu juurde',
    notFound: 'Lehte ei leitud',
    notFoundText: 'Sellel aadressil pole midagi.',
    toDashboard: 'Mine töölauale',
    unavailable: '{types} pole sellel saidil saadaval.',
    groups: {
      compute: 'Arvutus',
      network: 'Võrk',
      storage: 'Salvestus',
      account: 'Konto',
    },
    signedInAs: 'Sisse logitud kui {name}',
  },
  colorMode: {
    label: 'Värvirežiim',
    auto: 'Automaatne',
    light: 'Hele',
    dark: 'Tume',
  },
  resources: {
    virtual_machine: {
      one: 'Virtuaalmasin',
      other: 'Virtuaalmasinad',
    },
    bare_metal: {
      one: 'Füüsiline server',
      other: 'Füüsilised serverid',
    },
    bucket: {
      one: 'Salvestusämber',
      other: 'Salvestusämbrid',
    },
    ip_address: {
      one: 'IP-aadress',
      other: 'IP-aadressid',
    },
    vpc: {
      one: 'Privaatvõrk',
      other: 'Privaatvõrgud',
    },
    load_balancer: {
      one: 'Koormusjaotur',
      other: 'Koormusjaoturid',
    },
    access_delegation: {
      one: 'Juurdepääsu delegeerimine',
      other: 'Juurdepääsu delegeerimised',
    },
    api_token: {
      one: 'API-tõend',
      other: 'API-tõendid',
    },
    access_impersonation: {
      one: 'Esindamine',
      other: 'Esindamised',
    },
    billing_account: {
      one: 'Arvelduskonto',
      other: 'Arvelduskontod',
    },
    managed_service: {
      one: 'Hallatud teenus',
      other: 'Hallatud teenused',
    },
    firewall: {
      one: 'Tulemüür',
      other: 'Tulemüürid',
    },
    disk: {
      one: 'Ketas',
      other: 'Kettad',
    },
  },
  screens: {
    create: 'Uus: {type}',
    edit: 'Muuda: {type}',
    paymentReturn: 'Makse',
  },
  countryField: {
    choose: 'Vali riik',
  },
  table: {
    search: 'Otsi',
    count: 'Näidatud {count}',
    previous: 'Eelmine',
    next: 'Järgmine',
    page: 'Lehekülg {page}/{pages}',
    pages: '{type}: leheküljed',
  },
  toast: {
    region: 'Teavitused',
    close: 'Sulge teavitus',
  },
  impersonation: {
    banner: 'Tegutsed kasutajana {name}.',
    end: 'Lõpeta kehastamine',
    global: 'Üldine: kõik ressursid',
    restrictedTo: 'Piiratud kontoga {account}',
  },
  loading: {
    splash: 'Konsooli laadimine…',
    page: 'Lehe laadimine…',
    resource: '{name} ({type})',
  },
  crash: {
    title: 'Midagi läks valesti',
    reload: 'Laadi leht uuesti',
    logOut: 'Logi välja',
  },
  validation: {
    required: 'See väli on kohustuslik',
    password: 'Vähemalt 8 märki, sealhulgas väiketäht, suurtäht ja number',
    passwordMismatch: 'Paroolid ei kattu',
    amountPositive: 'Summa peab olema positiivne',
    amountMinimum: 'Summa ei tohi olla väiksem kui minimaalne täiendus',
    amountTooLow: 'Summa on liiga väike',
    nameTooShort: 'Nimi on liiga lühike (vähemalt {min} märki)',
    nameInvalid: 'Sisesta korrektne nimi',
    sshKey: 'SSH-võti ei vasta nõutud mustrile',
    email: 'Sisesta korrektne e-posti aadress',
    countryCode: 'Kasuta kahetähelist riigikoodi, nt EE',
  },
} satisfies CoreMessages
