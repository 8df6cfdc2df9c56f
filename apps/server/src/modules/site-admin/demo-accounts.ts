import type { TDemoAccountsStatus } from '@rentwell/contracts/site-admin';
import type { AppDeps } from '../../app-deps.ts';
import { countActiveDemoAccounts } from './demo-accounts.repo.ts';

export async function getDemoAccountsStatus(deps: AppDeps): Promise<TDemoAccountsStatus> {
  return {
    activeCount: await countActiveDemoAccounts(deps.db),
    isProduction: deps.config.nodeEnv === 'production',
  };
}
