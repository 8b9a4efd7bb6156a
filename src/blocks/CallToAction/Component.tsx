import { CallToActionBand } from '@/components/content/CallToActionBand'
import type { BlockProps } from '../types'

export function CallToActionComponent({ block }: BlockProps<'CallToActionBlock'>) {
  return <CallToActionBand heading={block.heading} body={block.body} link={block.link} />
}
