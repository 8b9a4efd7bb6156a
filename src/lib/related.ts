/**
 * The documents most like one (that share the most of its solutions, then the newest of a list in
 * order of creation): a case study's "more case studies" lead to its neighbours, not to the same few.
 */
export function mostRelated<Study extends { id: number; solutions?: Array<{ slug: string | null } | null> | null }>(
  studies: Study[],
  solutionSlugs: string[],
  exclude: number,
  limit: number,
): Study[] {
  const shared = (study: Study) => (study.solutions ?? []).filter((s) => s?.slug && solutionSlugs.includes(s.slug)).length
  return studies
    .filter((study) => study.id !== exclude)
    .map((study, order) => ({ study, order, shared: shared(study) }))
    .sort((a, b) => b.shared - a.shared || b.order - a.order)
    .slice(0, limit)
    .map(({ study }) => study)
}
