import { render, screen } from '@testing-library/react'
import { act } from 'react'
import { afterEach, expect, test } from 'vitest'
import metal from '../../../scenarios/brands/metal.json'
import type { Brand } from '../api/config'
import { BrandLogo } from './BrandLogo'

const brand = metal as unknown as Brand
const drawn = (name: string) => decodeURIComponent(screen.getByRole('img', { name }).getAttribute('src') ?? '')

afterEach(() => delete document.documentElement.dataset.theme)

test('on the dark header the variant for dark grounds, its wordmark in the header text colour', () => {
  document.documentElement.dataset.theme = 'light'
  const { light } = brand.theme.colors
  render(<BrandLogo brand={brand} on="sidebar" alt="Metal Cloud" />)
  const svg = drawn('Metal Cloud')
  expect(svg).toBe(brand.theme.logo_on_dark_svg.replaceAll('currentColor', light.on_sidebar).replace(/^/, 'data:image/svg+xml,'))
  expect(svg).toContain('>Metal Cloud</text>')
})

test('on a light page the variant for light grounds; in dark mode the page is dark and the variant follows', () => {
  document.documentElement.dataset.theme = 'light'
  const { light, dark } = brand.theme.colors
  const view = render(<BrandLogo brand={brand} on="page" alt="Metal Cloud" />)
  expect(drawn('Metal Cloud')).toBe(`data:image/svg+xml,${brand.theme.logo_svg.replaceAll('currentColor', light.text)}`)
  act(() => {
    document.documentElement.dataset.theme = 'dark'
  })
  view.rerender(<BrandLogo brand={brand} on="page" alt="Metal Cloud" />)
  expect(drawn('Metal Cloud')).toBe(`data:image/svg+xml,${brand.theme.logo_on_dark_svg.replaceAll('currentColor', dark.text)}`)
})
