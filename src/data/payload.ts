import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/**
 * The process's Payload instance (Payload makes it once and hands the same one back), on the
 * configuration of src/payload.config.ts: the way the data layer, the submissions and the
 * background work reach the CMS's Local API, so that only this layer names the configuration.
 */
export const sitePayload = (): Promise<Payload> => getPayload({ config })
