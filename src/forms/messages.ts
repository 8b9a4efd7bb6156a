/** The keys of the localized validation messages (messages/*.json → Forms.errors). */
type FormErrorKey =
  | 'required'
  | 'nameShort'
  | 'tooLong'
  | 'controlCharacters'
  | 'email'
  | 'phone'
  | 'phoneForChannel'
  | 'descriptionShort'
  | 'choose'
  | 'github'
  | 'consent'
  | 'cvRequired'
  | 'cvTooLarge'
  | 'cvType'
  | 'cvBusy'
  | 'cvNotKept'
  | 'sourceOther'
  | 'summaryShort'

export type FormMessages = (key: FormErrorKey, values?: Record<string, number | string>) => string
