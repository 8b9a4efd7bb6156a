import type { Label } from '@/labels/label'

/** A select field's options from their labels (src/labels/options.ts), in the labels' order. */
export function selectOptions<V extends string>(labels: Record<V, Label>): { value: V; label: Label }[] {
  return (Object.keys(labels) as V[]).map((value) => ({ value, label: labels[value] }))
}
