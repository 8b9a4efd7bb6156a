/** The longest query read, in characters and in terms: a query is a few words, not a document. */
export const queryLimits = { characters: 200, terms: 12 } as const
