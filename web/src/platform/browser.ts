/** Leaving the single-page app (full page loads) and where it runs. One object so tests can spy on it. */
export const browser = {
  assign(url: string) {
    window.location.assign(url)
  },
  reload() {
    window.location.reload()
  },
  hostname(): string {
    return window.location.hostname
  },
  /** A parameter of the page's query (`?state=…`), or null. */
  query(name: string): string | null {
    return new URLSearchParams(window.location.search).get(name)
  },
  /** Drops a parameter from the address bar without loading the page again. */
  dropQuery(name: string) {
    const url = new URL(window.location.href)
    url.searchParams.delete(name)
    window.history.replaceState(window.history.state, '', url)
  },
}
