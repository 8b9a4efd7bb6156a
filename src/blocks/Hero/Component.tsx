import { Icon } from '@/components/Icon/Icon'
import { isolateLtr } from '@/components/content/Ltr'
import { CmsImage } from '@/components/media/CmsImage'
import { SiteLink } from '@/components/SiteLink'
import type { BlockProps } from '../types'

export function HeroComponent({ block, first }: BlockProps<'HeroBlock'>) {
  const Heading = first ? 'h1' : 'h2'
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-sand-soft to-paper">
      <div className="container-page grid items-center gap-10 py-12 md:py-14 lg:grid-cols-[1.05fr_1fr]">
        <div>
          {block.eyebrow ? <p className="eyebrow">{isolateLtr(block.eyebrow)}</p> : null}
          <Heading className="mt-3 text-[2.1rem] leading-[1.15] font-bold tracking-tight text-balance text-ink sm:text-4xl md:text-5xl lg:text-[3.1rem]">
            {isolateLtr(block.heading)}
          </Heading>
          {block.body ? <p className="mt-5 max-w-xl text-lg text-slate">{isolateLtr(block.body)}</p> : null}
          <div className="mt-8 flex flex-wrap gap-3">
            {block.primaryCta?.href && block.primaryCta.label ? (
              <SiteLink href={block.primaryCta.href} className="btn btn-primary">
                {block.primaryCta.label}
                <Icon name="arrow-forward" className="size-4" />
              </SiteLink>
            ) : null}
            {block.secondaryCta?.href && block.secondaryCta.label ? (
              <SiteLink href={block.secondaryCta.href} className="btn btn-secondary">
                {block.secondaryCta.label}
              </SiteLink>
            ) : null}
          </div>
        </div>
        {block.image ? (
          <div className="art-frame">
            <CmsImage media={block.image} sizes="(min-width: 1024px) 36rem, 100vw" priority={first} className="h-auto w-full" />
          </div>
        ) : null}
      </div>
    </section>
  )
}
