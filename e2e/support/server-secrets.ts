/** The secrets `start-test-server.mjs` gives the server under test. */
export const E2E_BOOTSTRAP_SECRET = 'e2e-bootstrap-secret-0123456789';
export const E2E_SITE_ADMIN_KEY = 'e2e-site-admin-key-0123456789';
