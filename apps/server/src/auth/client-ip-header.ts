/** Set by the server from the socket (or the trusted proxy) before better-auth sees a request; clients cannot supply it. */
export const CLIENT_IP_HEADER = 'x-rentwell-client-ip';
