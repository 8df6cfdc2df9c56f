import type { TLanguage } from '@rentwell/contracts/profile';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { CONTACT_ISLAND_ID_PREFIX, ContactIsland } from './contact-island.tsx';
import { createLandingI18n } from './landing-i18n.ts';

/** Only the contact form's keys of each locale file (see `vite-landing-plugin.ts`), one small chunk per language. */
const LANDING_MESSAGES: Record<TLanguage, () => Promise<{ default: object }>> = {
  en: () => import('virtual:landing-messages/en'),
  es: () => import('virtual:landing-messages/es'),
  fr: () => import('virtual:landing-messages/fr'),
  he: () => import('virtual:landing-messages/he'),
  sq: () => import('virtual:landing-messages/sq'),
};

/** Hydrates the prerendered contact form in `container`: from here on it validates and sends. */
export async function mountContactIsland(container: HTMLElement, language: TLanguage): Promise<void> {
  const messages = await LANDING_MESSAGES[language]();
  hydrateRoot(
    container,
    <StrictMode>
      <ContactIsland i18n={createLandingI18n(language, messages.default)} language={language} />
    </StrictMode>,
    { identifierPrefix: CONTACT_ISLAND_ID_PREFIX },
  );
}
