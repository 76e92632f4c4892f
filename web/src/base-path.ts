/** Platform seed §1: the console is served under /app (Vite's `base`, the router's basepath). */
export const basePath = '/app'
