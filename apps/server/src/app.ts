import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import type { AppDeps } from './app-deps.ts';
import { createAuthRoutes } from './auth/auth.routes.ts';
import type { AppEnv } from './lib/app-env.ts';
import { AppError } from './lib/app-error.ts';
import { compressJson } from './lib/compress-json.ts';
import { handleError } from './lib/error-handler.ts';
import { requireJsonMutations } from './lib/json-only.ts';
import { requestBodyLimit } from './lib/request-body-limit.ts';
import { requestLogger } from './lib/request-logger.ts';
import { requireSameOriginMutations } from './lib/same-origin-mutations.ts';
import { securityHeaders } from './lib/security-headers.ts';
import { refuseUnstorableText } from './lib/unstorable-text.ts';
import { createAccountsRoutes } from './modules/accounts/accounts.routes.ts';
import { createActorResolver, requireActor } from './modules/accounts/require-actor.ts';
import { createAddressesRoutes } from './modules/addresses/addresses.routes.ts';
import { createAnalyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { createAuditRoutes } from './modules/audit/audit.routes.ts';
import { createBackupCommandRoutes } from './modules/backup/backup.routes.ts';
import { createBootstrapRoutes } from './modules/bootstrap/bootstrap.routes.ts';
import { createCalendarFeedRoutes, createCalendarRoutes } from './modules/calendar/calendar.routes.ts';
import { createContactRoutes } from './modules/contact/contact.routes.ts';
import { createDashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { createDocumentsRoutes } from './modules/documents/documents.routes.ts';
import { createExpensesRoutes } from './modules/expenses/expenses.routes.ts';
import { createFinancialInsightsRoutes } from './modules/financial-insights/financial-insights.routes.ts';
import { createFinancialsRoutes } from './modules/financials/financials.routes.ts';
import { createHealthRoutes } from './modules/health/health.routes.ts';
import { createLivenessRoute } from './modules/health/liveness.routes.ts';
import { createLetterTemplatesRoutes } from './modules/letter-templates/letter-templates.routes.ts';
import { createMaintenanceRoutes } from './modules/maintenance/maintenance.routes.ts';
import { createMaintenanceAnalysisRoutes } from './modules/maintenance-analysis/maintenance-analysis.routes.ts';
import { createMessagesRoutes } from './modules/messages/messages.routes.ts';
import { createNotificationsRoutes } from './modules/notifications/notifications.routes.ts';
import {
  createOnlinePaymentsRoutes,
  createOnlinePaymentWebhookRoutes,
} from './modules/online-payments/online-payments.routes.ts';
import { createApiDocsRoutes } from './modules/openapi/api-docs.routes.ts';
import { createOrganizationRoutes } from './modules/organization/organization.routes.ts';
import { createOverdueLettersRoutes } from './modules/overdue-letters/overdue-letters.routes.ts';
import { createPaymentsRoutes } from './modules/payments/payments.routes.ts';
import { createPortfoliosRoutes } from './modules/portfolios/portfolios.routes.ts';
import { createPublicPortfoliosRoutes } from './modules/portfolios/public-portfolios.routes.ts';
import { createPropertiesRoutes } from './modules/properties/properties.routes.ts';
import { createRentMailingsRoutes } from './modules/rent-mailings/rent-mailings.routes.ts';
import { createRentPredictionRoutes } from './modules/rent-prediction/rent-prediction.routes.ts';
import {
  createShortTermRentalsRoutes,
  createStrFeedRoutes,
} from './modules/short-term-rentals/short-term-rentals.routes.ts';
import { createSignatureRequestsRoutes } from './modules/signatures/signatures.routes.ts';
import { createSigningRoutes } from './modules/signatures/signing.routes.ts';
import { createVerifyDocumentRoutes } from './modules/signatures/verify-document.routes.ts';
import { createSiteAdminRoutes } from './modules/site-admin/site-admin.routes.ts';
import { createSocialPostingRoutes } from './modules/social-posting/social-posting.routes.ts';
import { createTenantPortalRoutes } from './modules/tenant-portal/tenant-portal.routes.ts';
import { createLeasesRoutes } from './modules/tenants/leases.routes.ts';
import { createTenantsRoutes } from './modules/tenants/tenants.routes.ts';
import { createUsersRoutes } from './modules/users/users.routes.ts';
import { createWorkflowsRoutes } from './modules/workflows/workflows.routes.ts';
import { createSpaRoutes } from './spa/spa.routes.ts';

function createApiRoutes(deps: AppDeps) {
  const api = new Hono<AppEnv>()
    .use(requireSameOriginMutations(deps.config.baseUrl))
    .use(requireJsonMutations())
    .use(refuseUnstorableText())
    .route('/auth', createAuthRoutes(deps))
    .route('/health', createHealthRoutes(deps))
    .route('/me', createAccountsRoutes(deps))
    .route('/organization', createOrganizationRoutes(deps))
    .route('/letter-templates', createLetterTemplatesRoutes(deps))
    .route('/users', createUsersRoutes(deps))
    .route('/audit-log', createAuditRoutes(deps, requireActor(deps)))
    .route('/site-admin', createSiteAdminRoutes(deps))
    .route('/backup', createBackupCommandRoutes(deps))
    .route('/bootstrap-admin', createBootstrapRoutes(deps))
    .route('/contact', createContactRoutes(deps))
    .route('/properties', createPropertiesRoutes(deps))
    .route('/addresses', createAddressesRoutes(deps))
    .route('/portfolios', createPortfoliosRoutes(deps))
    .route('/tenants', createTenantsRoutes(deps))
    .route('/leases', createLeasesRoutes(deps))
    .route('/payments', createPaymentsRoutes(deps))
    .route('/rent-mailings', createRentMailingsRoutes(deps))
    .route('/overdue-letters', createOverdueLettersRoutes(deps))
    .route('/online-payments', createOnlinePaymentsRoutes(deps))
    .route('/expenses', createExpensesRoutes(deps))
    .route('/documents', createDocumentsRoutes(deps))
    .route('/signature-requests', createSignatureRequestsRoutes(deps))
    .route('/sign', createSigningRoutes(deps))
    .route('/verify-document', createVerifyDocumentRoutes(deps))
    .route('/tenant-portal', createTenantPortalRoutes(deps))
    .route('/dashboard', createDashboardRoutes(deps))
    .route('/financials', createFinancialsRoutes(deps))
    .route('/analytics', createAnalyticsRoutes(deps))
    .route('/financial-insights', createFinancialInsightsRoutes(deps))
    .route('/rent-prediction', createRentPredictionRoutes(deps))
    .route('/maintenance', createMaintenanceRoutes(deps))
    .route('/maintenance-analysis', createMaintenanceAnalysisRoutes(deps))
    .route('/messages', createMessagesRoutes(deps))
    .route('/notifications', createNotificationsRoutes(deps))
    .route('/workflows', createWorkflowsRoutes(deps))
    .route('/social-posting', createSocialPostingRoutes(deps))
    .route('/calendar/feed', createCalendarFeedRoutes(deps))
    .route('/calendar', createCalendarRoutes(deps))
    .route('/str/feeds', createStrFeedRoutes(deps))
    .route('/str', createShortTermRentalsRoutes(deps))
    .route('/public/portfolios', createPublicPortfoliosRoutes(deps));
  return api;
}

export type ApiRoutes = ReturnType<typeof createApiRoutes>;

export function createApp(deps: AppDeps) {
  const api = createApiRoutes(deps);
  api.route('/', createApiDocsRoutes(api));
  api.all('*', () => {
    throw new AppError('not_found', 'No such API route');
  });

  const app = new Hono<AppEnv>();
  app.route('/', createLivenessRoute(deps.config.baseUrl.startsWith('https://')));
  app.use(requestId());
  app.use(requestLogger(deps.logger));
  app.use(securityHeaders(deps.config.baseUrl.startsWith('https://')));
  app.use(requestBodyLimit());
  app.use('/api/*', compressJson());
  app.onError(handleError);
  app.route('/api/online-payments/webhooks', createOnlinePaymentWebhookRoutes(deps));
  app.route('/api', api);
  app.route('/', createSpaRoutes(deps.config.webDistDir, createActorResolver(deps)));
  return app;
}
