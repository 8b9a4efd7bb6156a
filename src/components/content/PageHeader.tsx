import type { ReactNode } from 'react'

type Props = { eyebrow?: ReactNode; title: ReactNode; intro?: ReactNode; titleProps?: { lang?: string; dir?: 'ltr' | 'rtl' }; children?: ReactNode }

export function PageHeader({ eyebrow, title, intro, titleProps, children }: Props) {
  return (
    <header className="bg-gradient-to-b from-sand-soft to-paper">
      <div className="container-page py-14 md:py-20">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1 {...titleProps} className="mt-3 max-w-4xl text-4xl leading-tight font-bold tracking-tight text-balance md:text-5xl">
          {title}
        </h1>
        {intro ? <div className="mt-5 max-w-3xl text-lg text-slate">{intro}</div> : null}
        {children}
      </div>
    </header>
  )
}
