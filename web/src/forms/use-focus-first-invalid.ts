import { useEffect, useRef, useState } from 'react'

/**
 * After a submit the checks refused, focus moves to the first field marked `aria-invalid`, so a
 * keyboard or screen-reader user lands on it and hears its label and its error (`aria-describedby`).
 * Call `refused()` from the submit handler; put `ref` on the form.
 */
export function useFocusFirstInvalid() {
  const ref = useRef<HTMLFormElement>(null)
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (attempt > 0) ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [attempt])
  return { ref, refused: () => setAttempt((n) => n + 1) }
}
