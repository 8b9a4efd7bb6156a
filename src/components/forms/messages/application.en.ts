import { inlinedFormMessages } from './inlined'

export default inlinedFormMessages(process.env.FORM_MESSAGES_application_en)
