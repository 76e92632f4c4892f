import { expect, test } from 'vitest'
import tokens from '../theme/tokens.css?raw'
import { classifyLayout, currentLayout } from './viewport'

test('at load, 700 px or less is mobile', () => {
  expect(classifyLayout(390)).toBe('mobile')
  expect(classifyLayout(700)).toBe('mobile')
  expect(currentLayout()).toBe('mobile')
  expect(classifyLayout(701)).toBe('desktop')
  expect(document.documentElement.dataset.layout).toBe('desktop')
})

test('the layout dimensions of docs/product/config.md#console-routes are CSS tokens', () => {
  for (const token of [
    '--sidebar-width: 320px',
    '--side-nav-width: 80px',
    '--header-height: 35px',
    '--input-height: 36px',
    '--form-max-width: 700px',
  ]) {
    expect(tokens).toContain(token)
  }
})
