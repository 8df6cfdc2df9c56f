import type { TLanguage } from '@rentwell/contracts/profile';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import en from '../../i18n/locales/en.json';
import es from '../../i18n/locales/es.json';
import fr from '../../i18n/locales/fr.json';
import he from '../../i18n/locales/he.json';
import sq from '../../i18n/locales/sq.json';
import { CONTACT_ISLAND_ID_PREFIX, ContactIsland } from './contact-island.tsx';
import { createLandingI18n } from './landing-i18n.ts';
import { LandingPage } from './pages/landing-page.tsx';

/**
 * Build time only (and the dev server): renders the landing document of one language into the HTML template of
 * `landing.html`. The page is static markup; the contact form is rendered on its own so the browser can hydrate it.
 */
const LOCALES: Record<TLanguage, object> = { en, es, fr, he, sq };

const ISLAND_SLOT = '<template data-island-slot="contact"></template>';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function renderLandingDocument(template: string, language: TLanguage): string {
  const i18n = createLandingI18n(language, LOCALES[language]);
  const contactForm = renderToString(<ContactIsland i18n={i18n} language={language} />, {
    identifierPrefix: CONTACT_ISLAND_ID_PREFIX,
  });
  const page = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <LandingPage language={language} contactForm={<template data-island-slot="contact" />} />
    </I18nextProvider>,
  );
  if (!page.includes(ISLAND_SLOT)) throw new Error('The landing page lost the contact form slot');

  const title = escapeHtml(i18n.t('landing.meta.title'));
  const description = escapeHtml(i18n.t('landing.meta.description'));
  const head = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Rentwell" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:locale" content="${language}" />`,
  ].join('\n    ');

  // Replacer functions, so a `$` in the text is never read as a replacement pattern.
  const body = page.replace(ISLAND_SLOT, () => contactForm);
  return template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${language}"`)
    .replace('<!--landing-head-->', () => head)
    .replace('<!--landing-body-->', () => body);
}
