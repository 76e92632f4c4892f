/** docs/product/config.md#brands-and-themes, docs/product/config.md#console-constants: at load, 700 px or less is mobile. */
export const mobileBreakpoint = 700

export type Layout = 'mobile' | 'desktop'

/**
 * Classes the page once, before the first render, as the seed says ("at load"): the shell picks
 * its mobile or desktop structure from `data-layout`, and does not switch when the window resizes.
 */
export function classifyLayout(width = window.innerWidth): Layout {
  const layout: Layout = width <= mobileBreakpoint ? 'mobile' : 'desktop'
  document.documentElement.dataset.layout = layout
  return layout
}

export function currentLayout(): Layout {
  return document.documentElement.dataset.layout === 'mobile' ? 'mobile' : 'desktop'
}
