import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'rentwell-demo';
export const DEMO_LANDLORD = 'landlord@rentwell.demo';
export const DEMO_TENANT = 'tenant@rentwell.demo';
/** The demo property manager works with short-term-rental mode on. */
export const DEMO_MANAGER = 'manager@rentwell.demo';

let counter = 0;
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@example.test`;
}

export type SignUpRole = 'Landlord' | 'Property manager' | 'Tenant';

/** Signs up through the /auth form and waits for the dashboard. */
export async function signUpThroughForm(page: Page, role: SignUpRole, name = 'Pat Playwright') {
  const email = uniqueEmail(role.toLowerCase().replace(' ', '-'));
  const password = 'a-long-password-42';
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign up' }).click();
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Phone').fill('+1 503 555 0142');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('radio', { name: new RegExp(`^${role}`) }).check({ force: true });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return { email, password };
}

/** Signs in through the /auth form and waits for the dashboard. */
export async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).last().click();
  await expect(page).toHaveURL(/\/dashboard$/);
}
