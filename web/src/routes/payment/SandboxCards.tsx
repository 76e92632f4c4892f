import type { SiteConfig } from '../../api/config'
import { useT } from '../../i18n'
import { useBrandText } from '../../platform/brand-text'
import { sandboxCards } from './cards'

/**
 * The sandbox's test card numbers and what each does with the chosen processor (issue 43): where
 * the processor verifies with 3-D Secure (`use_3ds_verification`) every card goes through the
 * bank's page first, and the cards that would verify at once say so; elsewhere 4242 verifies and
 * pays at once and only 4000 0025 0000 3155 asks for 3-D Secure.
 */
export function SandboxCards({ processor }: { processor: SiteConfig['paymentProcessors'][number] | undefined }) {
  const t = useT()
  const brandText = useBrandText()
  const always = processor?.use_3ds_verification ?? false
  return (
    <details>
      <summary>{t('payment.cards.testCards')}</summary>
      {always && processor && <p>{t('payment.cards.always3ds', { processor: brandText(processor.name) })}</p>}
      <ul>
        {sandboxCards.map((c) => (
          <li key={c.token}>
            <code>{c.number}</code> — {t(`payment.cards.behaviour.${always && c.behaviour === 'succeeds' ? 'succeeds3ds' : c.behaviour}`)}
          </li>
        ))}
      </ul>
    </details>
  )
}
