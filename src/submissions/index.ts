/**
 * The public forms' submissions on the server, the one door into this folder: the server actions
 * and the token their forms carry, the spool that keeps a submission while the database is away and
 * its replay, the e-mail queue with its runner, and the sweeps of files, finished jobs and submissions
 * past their retention.
 * Payload's configuration alone registers the e-mail task straight from `email/send-email.ts`
 * (importing this entry from there would make a cycle through the configuration).
 */
export { submitApplication } from './application.action'
export { submitConsultation } from './consultation.action'
export { issueFormToken } from './token'
export { applicationTranslator } from './form-texts'
export { spoolUsage } from './spool'
export { startSpoolReplay } from './spool-replay'
export { emailRunner } from './email/runner'
export { removeOldEmailJobs } from './email/old-jobs'
export { sweepSentLedger } from './email/sent-ledger'
export { removeOrphanCvFiles } from './cv/orphan-files'
export { sweepPendingCvs } from './cv/pending'
export { eraseExpiredActivity, eraseExpiredSubmissions } from './retention'
