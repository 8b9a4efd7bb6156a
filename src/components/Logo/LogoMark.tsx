/** The id of the mark's drawing, defined once per document by LogoMarkDefinition (LogoMarkDefinition.client.tsx). */
const symbolId = 'logo-mark'

/**
 * The Thaqib mark: an eight-pointed star (teal) holding a small node network, with a bright
 * saffron core whose ray pierces past the star's tip — ثاقب, the star that pierces the dark.
 * Same drawing as public/brand/logo-mark.svg. Decorative: the site name is always written beside it.
 * It refers to the drawing that the document holds once (LogoMarkDefinition), so the header, the
 * footer and the boot guard's error page do not each carry it twice, in the HTML and in the React payload.
 */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" width={32} height={32} aria-hidden="true" focusable="false" className={className}>
      <use href={`#${symbolId}`} />
    </svg>
  )
}

/** The mark's drawing, for the document's one definition of it (LogoMarkDefinition). */
export function logoMarkDrawing() {
  return (
    <symbol id={symbolId} viewBox="0 0 32 32" fill="none">
      <polygon
        points="16 1 20.39 5.39 26.61 5.39 26.61 11.61 31 16 26.61 20.39 26.61 26.61 20.39 26.61 16 31 11.61 26.61 5.39 26.61 5.39 20.39 1 16 5.39 11.61 5.39 5.39 11.61 5.39"
        fill="#0F8B8D"
      />
      <path
        d="M16 7.5 24.5 16 16 24.5 7.5 16Z"
        stroke="#F7F5F0"
        strokeOpacity={0.55}
        strokeWidth={1.1}
        strokeLinejoin="round"
      />
      <path d="M14.6 14.6 17.4 17.4 30.4 1.6Z" fill="#E0A526" stroke="#E0A526" strokeWidth={0.6} strokeLinejoin="round" />
      <polygon
        points="18.22 10.64 19.14 12.86 21.36 13.78 20.44 16 21.36 18.22 19.14 19.14 18.22 21.36 16 20.44 13.78 21.36 12.86 19.14 10.64 18.22 11.56 16 10.64 13.78 12.86 12.86 13.78 10.64 16 11.56"
        fill="#E0A526"
      />
      <circle cx="16" cy="7.5" r="1.6" fill="#F7F5F0" />
      <circle cx="24.5" cy="16" r="1.6" fill="#F7F5F0" />
      <circle cx="16" cy="24.5" r="1.6" fill="#F7F5F0" />
      <circle cx="7.5" cy="16" r="1.6" fill="#F7F5F0" />
    </symbol>
  )
}
