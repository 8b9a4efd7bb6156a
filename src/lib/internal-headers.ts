/**
 * Request headers that only the production server writes (it drops any copy a client sends).
 * The app reads the client's address and the request id from them.
 */
export const internalHeaders = {
  clientAddress: 'x-thaqib-client-address',
  requestId: 'x-request-id',
  /**
   * Set on requests from this machine itself (a health check, an operator's curl), never on what
   * comes through the proxy: /api/ready tells them what is wrong, and strangers only its status.
   */
  operator: 'x-thaqib-operator',
} as const
