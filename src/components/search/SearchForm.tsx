import { getTranslations } from 'next-intl/server'
import { Icon } from '@/components/Icon/Icon'
import { type Locale, localizePath } from '@/i18n/locales'
import { queryLimits } from '@/lib/search/limits'

type Props = {
  locale: Locale
  /** The id of the field, unique on the page (the header's menu and a page may both hold a form). */
  id: string
  query?: string
  /** The label stays for screen readers only where the form's place says what it is for (the menu). */
  labelHidden?: boolean
  className?: string
}

/**
 * The site search: a plain GET form to `/search?q=…` in the page's language, so it works without
 * JavaScript and its results have an address that can be shared and bookmarked.
 */
export async function SearchForm({ locale, id, query, labelHidden = false, className = '' }: Props) {
  const t = await getTranslations({ locale, namespace: 'Search' })
  return (
    <form role="search" aria-labelledby={`${id}-label`} action={localizePath('/search', locale)} method="get" className={`flex flex-col gap-2 ${className}`}>
      <label id={`${id}-label`} htmlFor={id} className={labelHidden ? 'sr-only' : 'font-semibold'}>
        {t('label')}
      </label>
      <div className="flex gap-2">
        <div className="relative flex-1">
          <Icon name="search" className="search-field-icon" />
          <input
            id={id}
            type="search"
            name="q"
            defaultValue={query}
            placeholder={t('placeholder')}
            maxLength={queryLimits.characters}
            autoComplete="off"
            enterKeyHint="search"
            className="search-field"
          />
        </div>
        <button type="submit" className="btn btn-primary shrink-0">
          {t('submit')}
        </button>
      </div>
    </form>
  )
}
