import type { TDemoAccountsStatus } from '@rentwell/contracts/site-admin';
import type { Database } from '@rentwell/db/create-db';
import type { AppConfig } from '../../env.ts';
import { countActiveDemoAccounts } from './demo-accounts.repo.ts';

export async function getDemoAccountsStatus(db: Database, nodeEnv: AppConfig['nodeEnv']): Promise<TDemoAccountsStatus> {
  return {
    activeCount: await countActiveDemoAccounts(db),
    isProduction: nodeEnv === 'production',
  };
}
