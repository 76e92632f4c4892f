import { useState } from 'react'
import { useSite } from '../../platform/use-site'
import { useBrandText } from '../../platform/brand-text'
import { useToasts } from '../../ui/toast-store'
import { useLocale, useT } from '../../i18n'
import { CountryField } from '../../ui/CountryField'
import { TextField } from '../../ui/TextField'
import type { FieldName, FormField, Values } from './billing-fields'

const inputTypes: Partial<Record<FieldName, string>> = { email: 'email', customer_phone: 'tel' }

/**
 * A billing field's label: the brand's own (theme extras `billing_field_labels`, e.g. 'Company
 * RNE number', 'Customer ID'), the site's VAT-number text, else the console's.
 */
export function useFieldLabel() {
  const t = useT()
  const { config, brand } = useSite()
  const brandText = useBrandText()
  const labels = brand?.theme.extras?.billing_field_labels ?? {}
  return (name: FieldName | 'document'): string => {
    const own = labels[name]
    if (own) return brandText(own)
    if (name === 'company_vat_number' && config.vatNumberText) return brandText(config.vatNumberText)
    return name === 'document' ? t('billing.field.document') : t(`billing.accounts.field.${name}`)
  }
}

type Props = {
  fields: FormField[]
  values: Values
  onChange: (name: FieldName, value: string) => void
  error: (name: FieldName) => string | undefined
}

/** The text inputs of the site's billing fields (docs/product/billing.md#accounts rules), shared by create and edit. */
export function BillingFieldInputs({ fields, values, onChange, error }: Props) {
  const label = useFieldLabel()
  const t = useT()
  const locale = useLocale()
  return (
    <>
      {fields.map(({ name, required }) =>
        // A country is picked by name and sent as its two-letter code ('Estonia' never saves ES).
        name === 'country' ? (
          <CountryField
            key={name}
            label={label(name)}
            locale={locale}
            required={required}
            placeholder={t('countryField.choose')}
            value={values[name] ?? ''}
            onChange={(code) => onChange(name, code)}
          />
        ) : (
          <TextField
            key={name}
            label={label(name)}
            name={name}
            type={inputTypes[name] ?? 'text'}
            required={required}
            value={values[name] ?? ''}
            onChange={(event) => onChange(name, event.target.value)}
            error={error(name)}
          />
        ),
      )}
    </>
  )
}

export type DocumentUpload = { document: string; document_name: string }

/**
 * The `document` billing field (docs/product/billing.md#accounts; an RNE document on one brand). The API keeps a reference
 * of at most 2048 characters, not the file: the console sends the file's SHA-256 digest and name.
 */
export async function documentReference(file: File): Promise<DocumentUpload> {
  const digest = await crypto.subtle.digest('SHA-256', new Uint8Array(await file.arrayBuffer()))
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
  return { document: `sha256:${hex}`, document_name: file.name.slice(0, 255) }
}

export function DocumentField({
  label,
  current,
  onChange,
}: {
  label: string
  current?: string
  onChange: (upload: DocumentUpload | undefined) => void
}) {
  const t = useT()
  const toasts = useToasts()
  const [name, setName] = useState(current ?? '')
  return (
    <div>
      <TextField
        label={label}
        type="file"
        name="document"
        onChange={(event) => {
          const file = event.target.files?.[0]
          if (!file) return onChange(undefined)
          setName(file.name)
          void documentReference(file).then(onChange, (error: unknown) => toasts.error(error))
        }}
      />
      {name && <p>{t('billing.field.documentChosen', { name })}</p>}
    </div>
  )
}
