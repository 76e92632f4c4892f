import { queryOptions } from '@tanstack/react-query'
import { type Card, cardListQuery, paymentActions } from '../../api/payment'
import { withAreas } from '../../i18n'

/**
 * A billing account's payment config list (its cards), each entry checked against its schema when
 * the list loads (docs/product/payment.md#cards): an entry that does not match is named in a
 * `console.warn` and kept as it came, so the list still shows it. The check runs beside the
 * answer, never in its way: the list shows at once, and a failing check only warns too.
 */
export const checkedCardListQuery = (id: number) =>
  queryOptions({
    ...cardListQuery(id),
    queryFn: async () => {
      const cards = await paymentActions.cards(id)
      void warnMismatches(cards).catch((error: unknown) => console.warn('Payment config list not checked:', error))
      return cards
    },
  })

/** The validator and the schemas, loaded only once a list has come (no texts of their own). */
const loadCardSchema = withAreas(() => import('./card-schema'), [])

async function warnMismatches(cards: Card[]) {
  const { entryMismatch } = await loadCardSchema()
  cards.forEach((card: unknown, index) => {
    const problem = entryMismatch(card)
    if (problem) console.warn(`Payment config list entry ${index} (${entryName(card)}) does not match its schema: ${problem}`, card)
  })
}

/** The entry's id when it has one, for the warning. */
const entryName = (card: unknown) => {
  const id = card && typeof card === 'object' ? (card as { id?: unknown }).id : undefined
  return id === undefined ? 'no id' : `id ${String(id)}`
}
