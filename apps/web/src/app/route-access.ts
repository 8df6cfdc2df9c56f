import type { TRole } from '@rentwell/contracts/roles';
import type { TSpaRoutePattern } from '@rentwell/contracts/spa-routes';
import { rolesWithPermission } from '@rentwell/domain/role-permissions';
import { createContext } from 'react';

/** 'public': no guard. 'signed-in': any signed-in user. A role list: only those roles. */
export type TRouteAccess = 'public' | 'signed-in' | readonly TRole[];

/**
 * Who may open each route (SPEC §2). The router's guards and the sidebar both read this table. An area backed by the
 * API opens to the roles holding the permission its endpoints require (`@rentwell/domain/role-permissions`, which the
 * server enforces), so the two cannot disagree; the managers' tools without an API of their own list the roles here.
 */
export const ROUTE_ACCESS = {
  '/': 'public',
  '/auth': 'public',
  '/bootstrap-admin': 'public',
  '/portfolio/:token': 'public',
  '/sign-lease': 'public',
  '/verify-document': 'public',
  '/dashboard': 'signed-in',
  '/maintenance': 'signed-in',
  '/messages': 'signed-in',
  '/documents': 'signed-in',
  '/settings': 'signed-in',
  '/calendar': 'signed-in',
  '/tools': 'signed-in',
  '/properties': rolesWithPermission('properties:read'),
  '/properties/:propertyId': rolesWithPermission('properties:read'),
  '/short-term-rentals': rolesWithPermission('properties:read'),
  '/tenants': rolesWithPermission('tenants:manage'),
  '/financials': rolesWithPermission('financials:read'),
  '/analytics': rolesWithPermission('financials:read'),
  '/ai-posting': rolesWithPermission('posting:manage'),
  '/workflows': rolesWithPermission('workflows:manage'),
  '/users': rolesWithPermission('users:manage'),
  '/tenant-portal': rolesWithPermission('tenant-portal:read'),
  '/tenant-portal/online-payments/:onlinePaymentId': rolesWithPermission('tenant-portal:read'),
  '/site-admin': rolesWithPermission('site-admin:console'),
} as const satisfies Record<TSpaRoutePattern, TRouteAccess>;

export type TAppPath = keyof typeof ROUTE_ACCESS;

export function getRouteAccess(path: TAppPath): TRouteAccess {
  return ROUTE_ACCESS[path];
}

export function requiresSignIn(access: TRouteAccess): boolean {
  return access !== 'public';
}

/**
 * True only when the role is known and not in the route's list. A user whose role is not known yet is not blocked
 * by the role check (SPEC §2, guard behaviour).
 */
export function isRoleBlocked(access: TRouteAccess, role: TRole | null): boolean {
  if (access === 'public' || access === 'signed-in' || role === null) return false;
  return !access.includes(role);
}

/** Sidebar rule: role-restricted entries show only once the role is known and allowed. */
export function isVisibleInNavigation(access: TRouteAccess, role: TRole | null): boolean {
  if (access === 'public' || access === 'signed-in') return true;
  return role !== null && access.includes(role);
}

/** The access rule of the page being rendered (its route's `handle.access`), for the guard in `AppLayout`. */
export const CurrentRouteAccessContext = createContext<TRouteAccess>('signed-in');
