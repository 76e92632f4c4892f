export function formOperationsOf(spec: { paths: Record<string, unknown> }): string[]
export function render(operations: string[]): string
