/**
 * A field's place in the version comparison, left empty: for the translation bookkeeping (one long
 * line of JSON, written by a hook, meaningless to an editor comparing versions).
 */
export const NoDiff = () => null
