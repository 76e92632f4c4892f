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
}
