export function consoleSources(srcDir: string): string[]
export function calledOperationsOf(spec: { paths: Record<string, unknown> }, sources: string[]): [string, string][]
export function render(called: [string, string][]): string
