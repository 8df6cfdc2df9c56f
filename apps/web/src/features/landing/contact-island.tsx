import type { TLanguage } from '@rentwell/contracts/profile';
import type { i18n as TI18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { ContactForm } from './components/contact-form.tsx';

/**
 * What the island's generated ids start with, when rendered and when hydrated: it is rendered apart from the rest of
 * the page, whose generated ids start over from the same first one.
 */
export const CONTACT_ISLAND_ID_PREFIX = 'contact-';

/** The contact form as an island: rendered to HTML at build time, hydrated in the browser. */
export function ContactIsland({ i18n, language }: { i18n: TI18n; language: TLanguage }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ContactForm language={language} />
    </I18nextProvider>
  );
}
