'use client'

import { DefaultCell, useTranslation } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'
import { inLanguage, type Label } from '@/labels/label'

const isEmpty = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)

/**
 * A list cell of an answer the visitor may leave out (ADR 044): Payload's own cell, or, when the
 * answer is empty, the words the team's e-mail uses for it ("not given") in the admin's language.
 */
export function NotGivenCell({ notGiven, ...props }: DefaultCellComponentProps & { notGiven: Label }) {
  const { i18n } = useTranslation()
  if (!isEmpty(props.cellData)) return <DefaultCell {...props} />
  return <span style={{ color: 'var(--theme-elevation-500)' }}>{inLanguage(notGiven, i18n.language)}</span>
}
