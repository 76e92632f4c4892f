/** docs/product/config.md#console-routes, docs/product/config.md#console-constants: a temporary title gives way to the page's own after 2 s. */
export const titleRestoreMs = 2000

let pageTitle = document.title
let restoreTimer: ReturnType<typeof setTimeout> | undefined

/** `{title} | {site name}`, the title of the page on screen. */
export function setPageTitle(title: string, siteName: string) {
  pageTitle = `${title} | ${siteName}`
  if (restoreTimer === undefined) document.title = pageTitle
}

/** Shows `text` as the title for a moment, then the page's own title again. */
export function flashTitle(text: string) {
  clearTimeout(restoreTimer)
  document.title = text
  restoreTimer = setTimeout(() => {
    restoreTimer = undefined
    document.title = pageTitle
  }, titleRestoreMs)
}
