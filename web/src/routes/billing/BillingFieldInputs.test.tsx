import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { shipBrand } from '../../../test/brands'
import { renderApp } from '../../../test/render'
import { credentials } from '../../api/credentials'
import { pb } from '../../screens/path-builder'
import { billingAccount } from '../../mocks/fixtures/billing'
import { siteConfig } from '../../mocks/fixtures/config'
import { brand, ownerApiKey } from '../../mocks/fixtures/control'
import { server } from '../../mocks/server'
import { sentBody } from '../../mocks/sent-body'
import type { BillingFields } from '../../api/billing'
import cognovum from '../../../../scenarios/brands/cognovum.json'

/** A brand with its own billing field labels (RNE on one theme) and the document upload. */
function withBrandLabels() {
  const config = {
    ...siteConfig,
    vatNumberText: 'NIF / VAT number',
    billingAccountFields: [
      { field: 'email', required: true, visible: true },
      { field: 'company_reg_code', required: false, visible: true },
      { field: 'company_vat_number', required: false, visible: true },
      { field: 'document', required: false, visible: true },
    ],
  }
  const extras = { billing_field_labels: { company_reg_code: 'Company RNE number', document: 'RNE document' } }
  server.use(http.get('/v1/config/ui/config', () => HttpResponse.json(config)))
  shipBrand({ ...brand, theme: { ...brand.theme, extras } })
}

test("create labels fields the brand's way and sends the document's digest and name", async () => {
  withBrandLabels()
  const created: BillingFields[] = []
  server.use(
    http.post('/v1/payment/billing_account', async ({ request }) => {
      const body = (await sentBody(request)) as BillingFields
      created.push(body)
      return HttpResponse.json(billingAccount({ id: 13, title: 'RNE' }))
    }),
  )
  credentials.setApiKey(ownerApiKey)
  const user = userEvent.setup()
  renderApp({ path: pb.billingAccountCreate() })
  const form = within((await screen.findByRole('button', { name: 'Create' })).closest('form') as HTMLElement)
  expect(form.getByLabelText('Company RNE number')).toBeTruthy()
  expect(form.getByLabelText('NIF / VAT number')).toBeTruthy()
  await user.type(form.getByLabelText('Email'), 'rne@example.org')
  await user.upload(form.getByLabelText('RNE document'), new File(['abc'], 'rne.pdf', { type: 'application/pdf' }))
  expect(await form.findByText('Chosen: rne.pdf')).toBeTruthy()
  await user.click(form.getByRole('button', { name: 'Create' }))
  expect(await screen.findByText('Billing account RNE was created')).toBeTruthy()
  expect(created).toEqual([
    {
      email: 'rne@example.org',
      // SHA-256 of "abc".
      document: 'sha256:ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
      document_name: 'rne.pdf',
    },
  ])
})

/** A site that asks for the customer-ID number and the integration id. */
function showIdFields() {
  const fields = ['email', 'customer_id_number', 'integration_id'].map((field) => ({ field, required: false, visible: true }))
  server.use(http.get('/v1/config/ui/config', () => HttpResponse.json({ ...siteConfig, billingAccountFields: fields })))
}

test("one theme labels the customer-ID field its own way; integration_id is 'Integration ID' unless a brand says otherwise", async () => {
  showIdFields()
  // The extras of the shipped theme that relabels it (cognovum's "Customer ID").
  shipBrand({ ...brand, theme: { ...brand.theme, extras: cognovum.theme.extras } })
  credentials.setApiKey(ownerApiKey)
  renderApp({ path: pb.billingAccountCreate() })
  const form = within((await screen.findByRole('button', { name: 'Create' })).closest('form') as HTMLElement)
  expect(form.getByLabelText('Customer ID')).toBeTruthy()
  expect(form.queryByLabelText('Personal ID')).toBeNull()
  expect(form.getByLabelText('Integration ID')).toBeTruthy()
})

test("without a theme's labels the customer-ID field is 'Personal ID' and integration_id 'Integration ID'", async () => {
  showIdFields()
  credentials.setApiKey(ownerApiKey)
  renderApp({ path: pb.billingAccountCreate() })
  const form = within((await screen.findByRole('button', { name: 'Create' })).closest('form') as HTMLElement)
  expect(form.getByLabelText('Personal ID')).toBeTruthy()
  expect(form.getByLabelText('Integration ID')).toBeTruthy()
})
