import { useEffect, useState } from 'react'

/** `false` for the first `ms`, then `true`: loading indicators do not flash for quick loads. */
export function useDelayed(ms: number): boolean {
  const [shown, setShown] = useState(ms <= 0)
  useEffect(() => {
    if (ms <= 0) return
    const timer = setTimeout(() => setShown(true), ms)
    return () => clearTimeout(timer)
  }, [ms])
  return shown
}

/** The current time, refreshed every `ms` while mounted. */
export function useNow(ms: number): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms)
    return () => clearInterval(timer)
  }, [ms])
  return now
}
