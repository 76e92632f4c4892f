import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { renderApp } from '../../../test/render'
import { credentials } from '../../api/credentials'
import { errorTexts } from '../../api/generated/error-texts'
import { pb } from '../../screens/path-builder'
import { billingAccount } from '../../mocks/fixtures/billing'
import { ownerApiKey } from '../../mocks/fixtures/control'
import { server } from '../../mocks/server'
import { sentBody } from '../../mocks/sent-body'

function owing(amount: number) {
  let owed = amount
  const bodies: unknown[] = []
  server.use(
    http.get('/v1/payment/billing_account', () => HttpResponse.json(billingAccount({ id: 11, title: 'Main' }))),
    http.get('/v1/payment/billing_account/unpaid_amount', () => HttpResponse.json({ message: owed })),
    http.post('/v1/payment/pay_all', async ({ request }) => {
      bodies.push(await sentBody(request))
      owed = 5
      return HttpResponse.json({
        amount_left: 0,
        amount_used: 30,
        error_log: [errorTexts.billing.invoiceNotCovered(1205001338)],
        message: errorTexts.billing.someInvoicesUnpaid,
        paid_invoices: [1205001337],
        success: false,
      })
    }),
  )
  credentials.setApiKey(ownerApiKey)
  return { user: userEvent.setup(), bodies, ...renderApp({ path: pb.billingAccount({ id: 11 }) }) }
}

test('shows what the account owes and pays every invoice the credit covers, naming the rest', async () => {
  const { user, bodies } = owing(35)
  expect(await screen.findByText('This account owes €35.00.')).toBeTruthy()
  await user.click(screen.getByRole('button', { name: 'Pay all' }))
  expect(await screen.findByText('Some invoices could not be paid: €30.00 paid from credit.')).toBeTruthy()
  expect(bodies).toEqual([{ billing_account_id: 11 }])
  expect(screen.getByText('Insufficient funds to pay invoice 1205001338')).toBeTruthy()
  expect(await screen.findByText('This account owes €5.00.')).toBeTruthy()
})

test('an account that owes nothing shows no pay-all action', async () => {
  owing(0)
  expect(await screen.findByRole('heading', { level: 1, name: 'Main' })).toBeTruthy()
  expect(screen.queryByRole('button', { name: 'Pay all' })).toBeNull()
})
