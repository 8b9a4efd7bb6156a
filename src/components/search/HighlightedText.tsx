import type { Highlighted } from '@/lib/search/highlight'

/** Text with the words that matched the search in `<mark>`, as the search engine cut it. */
export function HighlightedText({ runs }: { runs: Highlighted }) {
  return runs.map((run, i) =>
    run.mark ? (
      <mark key={i} className="rounded-sm bg-saffron/35 px-0.5 text-inherit">
        {run.text}
      </mark>
    ) : (
      run.text
    ),
  )
}
