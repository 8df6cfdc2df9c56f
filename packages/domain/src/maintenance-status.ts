export type MaintenanceStatus = 'open' | 'in_progress' | 'completed' | 'cancelled';
export type MaintenanceAction = 'start' | 'complete' | 'cancel' | 'reopen';

const TRANSITIONS: Record<MaintenanceAction, { from: readonly MaintenanceStatus[]; to: MaintenanceStatus }> = {
  start: { from: ['open'], to: 'in_progress' },
  complete: { from: ['in_progress'], to: 'completed' },
  cancel: { from: ['open', 'in_progress'], to: 'cancelled' },
  reopen: { from: ['completed', 'cancelled'], to: 'open' },
};

/**
 * 'Start Work' takes an open request to in progress, 'Mark Complete' an in-progress one to completed;
 * open or in-progress requests can be cancelled, finished ones reopened. Null when the move is illegal.
 */
export function nextMaintenanceStatus(current: MaintenanceStatus, action: MaintenanceAction): MaintenanceStatus | null {
  const transition = TRANSITIONS[action];
  return transition.from.includes(current) ? transition.to : null;
}

/**
 * The statuses an action may move a request from, and where it takes it: the server makes `from` the condition
 * of its UPDATE, so of two moves made at once only one applies. A tenant may only cancel a request nobody started.
 */
export function maintenanceTransitionOf(
  action: MaintenanceAction,
  byTenant: boolean,
): { from: readonly MaintenanceStatus[]; to: MaintenanceStatus } {
  const transition = TRANSITIONS[action];
  return byTenant ? { from: transition.from.filter((status) => status === 'open'), to: transition.to } : transition;
}

/** The actions open to the request now. */
export function availableMaintenanceActions(current: MaintenanceStatus): MaintenanceAction[] {
  return (Object.keys(TRANSITIONS) as MaintenanceAction[]).filter((action) => nextMaintenanceStatus(current, action));
}

/** The spec's tenant view names an open request 'pending'. */
export function tenantViewStatus(status: MaintenanceStatus): 'pending' | 'in_progress' | 'completed' | 'cancelled' {
  return status === 'open' ? 'pending' : status;
}
