import { createContext, use, useSyncExternalStore } from 'react'

/** docs/product/config.md#console-components: toasts close after 5 s; their progress bar moves every 200 ms. */
export const toastTimeout = 5000
export const toastTick = 200

export type Toast = {
  id: string
  tone: 'success' | 'error' | 'info'
  /** Shown as is; an error toast without it shows 'Error: ' + the error's message. */
  text?: string
  error?: unknown
  /** A toast that can retry stays open until closed or retried. */
  retry?: (() => void) | undefined
  /** Bumped each time a toast is shown, so a replaced toast starts its countdown again. */
  seq?: number
}

export type ToastStore = ReturnType<typeof createToastStore>

/** The toasts on screen, newest last. A toast shown again under the same id replaces the old one. */
export function createToastStore() {
  let toasts: readonly Toast[] = []
  let next = 0
  const listeners = new Set<() => void>()
  const set = (value: readonly Toast[]) => {
    toasts = value
    listeners.forEach((listener) => listener())
  }
  const store = {
    list: () => toasts,
    show(toast: Omit<Toast, 'id'> & { id?: string }): string {
      const seq = ++next
      const id = toast.id ?? `toast-${seq}`
      set([...toasts.filter((t) => t.id !== id), { ...toast, id, seq }])
      return id
    },
    success: (text: string) => store.show({ tone: 'success', text }),
    error: (error: unknown, options: { id?: string; retry?: () => void } = {}) =>
      store.show({ tone: 'error', error, ...options }),
    dismiss(id: string) {
      if (toasts.some((t) => t.id === id)) set(toasts.filter((t) => t.id !== id))
    },
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
  return store
}

export const ToastContext = createContext<ToastStore | null>(null)

export function useToasts(): ToastStore {
  const store = use(ToastContext)
  if (!store) throw new Error('useToasts() needs <Providers>')
  return store
}

export function useToastList(store: ToastStore): readonly Toast[] {
  return useSyncExternalStore(store.subscribe, store.list)
}
