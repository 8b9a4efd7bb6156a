/**
 * A field's place in the version comparison, left empty: for the translation bookkeeping, which a
 * hook works out on each save and an editor comparing versions does not read (fields/translation-status.ts).
 */
export const NoDiff = () => null
