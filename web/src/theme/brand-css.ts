/**
 * A brand's palettes as the stylesheet the console applies: semantic custom properties per colour
 * mode (`on_primary` → `--color-on-primary`). Apart from `brand.ts` so the browser journeys can
 * swap any brand's colours into an open page without the app's API types.
 */
type Palette = Record<string, string>

const hexColour = /^#[0-9a-f]{6}$/i

function declarations(palette: Palette): string {
  return Object.entries(palette)
    .filter(([, value]) => hexColour.test(value))
    .map(([name, value]) => `--color-${name.replaceAll('_', '-')}:${value};`)
    .join('')
}

export function brandCss(theme: { colors: { light: Palette; dark: Palette } }): string {
  const { light, dark } = theme.colors
  return `:root[data-theme="light"]{${declarations(light)}}:root[data-theme="dark"]{${declarations(dark)}}`
}
