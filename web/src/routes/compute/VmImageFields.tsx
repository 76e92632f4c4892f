import type { PredefinedPackage, VmImage } from '../../api/compute'
import { useT } from '../../i18n'
import { useBrandText } from '../../platform/brand-text'
import fieldStyles from '../../ui/Field.module.css'
import styles from './Compute.module.css'
import { defaultPackage, firstVersion, osCategory, type Values } from './vm-create'

type Props = {
  images: VmImage[]
  packages: readonly PredefinedPackage[]
  values: Values
  set: (patch: Partial<Values>) => void
  /** A package's monthly price for the chosen OS, in the display currency, once the price list is here. */
  monthly?: (pkg: PredefinedPackage) => string | undefined
}

/** The VM's image (OS and version) and the site's package for it: another OS picks its own default package. */
export function VmImageFields({ images, packages, values, set, monthly }: Props) {
  const t = useT()
  const brandText = useBrandText()
  const image = images.find((candidate) => candidate.os_name === values.os)
  const category = osCategory(image)
  return (
    <>
      <div className={fieldStyles.field}>
        <label htmlFor="vm-os">{t('compute.create.os')}</label>
        <select
          id="vm-os"
          className={fieldStyles.input}
          value={values.os}
          onChange={(event) => {
            const next = images.find((candidate) => candidate.os_name === event.target.value)
            set({ os: event.target.value, version: firstVersion(next), pkg: defaultPackage(packages, osCategory(next)) })
          }}
        >
          {images.map((option) => (
            <option key={option.os_name} value={option.os_name}>
              {option.display_name}
            </option>
          ))}
        </select>
      </div>
      <div className={fieldStyles.field}>
        <label htmlFor="vm-version">{t('compute.create.version')}</label>
        <select
          id="vm-version"
          className={fieldStyles.input}
          value={values.version}
          onChange={(event) => set({ version: event.target.value })}
        >
          {image?.versions
            .filter((version) => version.published)
            .map((version) => (
              <option key={version.os_version} value={version.os_version}>
                {version.display_name}
              </option>
            ))}
        </select>
      </div>
      <fieldset className={styles.packages}>
        <legend>{t('compute.create.package')}</legend>
        {packages.map((option, index) =>
          option.os.includes(category) ? (
            <label key={index} className={styles.package}>
              <input
                type="radio"
                name="vm-package"
                checked={values.pkg === index}
                disabled={option.disabled.includes(category)}
                onChange={() => set({ pkg: index })}
              />
              {t('compute.create.packageOption', { cpu: option.cpu, ram: option.ram, ssd: option.ssd })}
              {option.notice && <span className={styles.notice}>{brandText(option.notice)}</span>}
              {monthly?.(option) && (
                <span className={styles.packagePrice}>{t('compute.create.packageMonthly', { price: monthly(option) ?? '' })}</span>
              )}
            </label>
          ) : null,
        )}
      </fieldset>
    </>
  )
}
