import { contrastRatio, parseHex } from './contrast'

/** A ground black text reads worse on than white text does. */
const isDarkGround = (hex: string) => contrastRatio(parseHex(hex), [0, 0, 0]) < contrastRatio(parseHex(hex), [255, 255, 255])

/**
 * The variant of a brand's logo for a ground: the one drawn for dark grounds on a dark one (the
 * header, dark mode), so the mark keeps its contrast (docs/reference/brands.md#logos).
 */
export const logoVariant = (theme: { logo_svg: string; logo_on_dark_svg: string }, ground: string) =>
  isDarkGround(ground) ? theme.logo_on_dark_svg : theme.logo_svg
