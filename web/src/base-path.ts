/** docs/product/config.md#brands-and-themes: the console is served under /app (Vite's `base`, the router's basepath). */
export const basePath = '/app'
