import { Icon } from '@/components/Icon/Icon'
import { isolateLtr } from '@/components/content/Ltr'
import { CmsImage } from '@/components/media/CmsImage'
import { SiteLink } from '@/components/SiteLink'
import type { BlockProps } from '../types'

export function HeroComponent({ block, first }: BlockProps<'HeroBlock'>) {
  const Heading = first ? 'h1' : 'h2'
  return (
    <section className="hero">
      <div className="container-page hero-grid">
        <div>
          {block.eyebrow ? <p className="eyebrow">{isolateLtr(block.eyebrow)}</p> : null}
          <Heading className="hero-title">
            {isolateLtr(block.heading)}
          </Heading>
          {block.body ? <p className="hero-text">{isolateLtr(block.body)}</p> : null}
          <div className="hero-actions">
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
