/**
 * Request headers that only the production server writes (it drops any copy a client sends).
 * The app reads the client's address and the request id from them.
 */
export const internalHeaders = {
  clientAddress: 'x-thaqib-client-address',
  requestId: 'x-request-id',
} as const
